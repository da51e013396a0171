// The imposition lives in draw/imposition.ts (the Studio lays out the sheets too); the Node side
// imports it here.

export * from '../../draw/imposition.ts';
