// Number formats shared by the report's text and charts.

export const percent = (v: number): string => `${(v * 100).toFixed(1)} %`;
export const whole = (v: number): string => v.toFixed(0);
