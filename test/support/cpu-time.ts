// The processor time this process spends on some work, for tests that bound how long work may take
// (a refused bomb, a quadratic parse): unlike the time on the clock, it does not grow when other
// processes share the machine, so the bound holds on a busy one. Every thread of the process counts.

/** Milliseconds of processor time (user and system) spent from `start` (a process.cpuUsage()) to now. */
export const cpuMillisSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
