// The one wrapper around react-toastify. Blocks call notify.success / notify.error with copy from
// JSON; the shell's <Toasts /> shows them (position and duration from pages/_site.json). The library
// loads with the first toast, so it is not part of any page's first load.
type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | undefined;
let containerMounted: () => void = () => undefined;
const mounted = new Promise<void>((done) => (containerMounted = done));
const wantedListeners = new Set<() => void>();

export function loadToasts(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify');
    wantedListeners.forEach((listener) => listener());
  }
  return library;
}

/** For <Toasts />: whether a toast was asked for yet, and to tell notify the container is there. */
export const toastContainer = {
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => void wantedListeners.delete(listener);
  },
  wanted: () => library !== undefined,
  mounted: () => containerMounted(),
};

async function show(kind: 'success' | 'error', message: string) {
  const { toast } = await loadToasts();
  await mounted;
  toast[kind](message);
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
};
