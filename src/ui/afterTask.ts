/**
 * Runs `work` in a task of its own, after the browser has had its turn (input, paint). A
 * MessageChannel rather than setTimeout: no 4 ms clamp, and test clocks that stop timers leave it be.
 */
export function afterTask(work: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(undefined);
}
