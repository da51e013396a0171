// Number formats and names shared by the report's text and charts.

export const percent = (v: number): string => `${(v * 100).toFixed(1)} %`;
export const whole = (v: number): string => v.toFixed(0);

/** The deck's wild icon by its own name (the classic deck's Joker), from a report's icons. */
export const wildName = (report: { icons: readonly { wild: boolean; name: string }[] }): string =>
  report.icons.find((i) => i.wild)?.name ?? 'wild';
