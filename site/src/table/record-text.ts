// A game record written as `jibe replay` reads it, by the scorekeeper and the Play page alike.

/** Two-space JSON, as the engine's formatRecord writes it (without loading the record's schema). */
export const formatRecordText = (record: unknown): string => `${JSON.stringify(record, null, 2)}\n`;
