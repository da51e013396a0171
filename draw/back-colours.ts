// The back's colours where a deck's look names none: what the card view draws, and what the Studio
// shows in its colour fields before the designer picks their own.

/** The back's field, its stripes (a shade lighter), the deck name's colour and the medallion's edge. */
export const DEFAULT_BACK = { colour: '#1F2A44', stripe: '#2A3758', text: '#FFFFFF', accent: '#E6B34A' } as const;
