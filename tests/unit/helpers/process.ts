/** Whether a process with this pid still exists (signal 0 tests for it without touching it). */
export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
