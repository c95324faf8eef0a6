// A new task for the browser's event loop: a MessageChannel message, without setTimeout's 4 ms clamp after five
// nested timers (HTML standard "timer nesting level"). The entry yields with it between loading the page's
// modules, building the router and hydrating, so input is handled between the three.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
