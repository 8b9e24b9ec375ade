// The one script a page names: it brings the stylesheet, then imports the app once the prerendered
// HTML has painted. On a slow line the banner image, the CSS and the fonts then arrive before the
// script instead of sharing the bandwidth with it; the preloader covers the page while the app hydrates.
// The fonts the site chose in pages/_site.json (theme.fonts), self-hosted: src/schema/fontChoices.ts.
import 'virtual:site-fonts';
import './styles/global.css';

// React DOM is evaluated in a task of its own, then the app, which uses it, in the next: on a slow
// phone each evaluation is a long task, and two halves keep the page answering in between.
// The next task comes from a message, not a timer: a clock paused by a screenshot tool holds timers back.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
const startApp = () => void import('react-dom/client').then(nextTask).then(() => import('./entry-client'));

// A frame, then a task: the callback runs after the first paint. A hidden tab paints nothing, so it starts at once.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp));
