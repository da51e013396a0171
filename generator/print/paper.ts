// Paper sizes live in draw/paper.ts (the Studio makes the sheets too); the Node side imports them here.

export * from '../../draw/paper.ts';
