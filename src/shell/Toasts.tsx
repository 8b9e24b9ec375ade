// The toast container, mounted (and react-toastify loaded) only once a block asks for a toast.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadToasts, toastContainer } from '../ui/notify';
import { useLocale } from '../ui/locale';

const ToastContainer = lazy(async () => ({ default: (await loadToasts()).ToastContainer }));

/** Rendered after the container in the same commit, so its effect runs once the container listens. */
function ContainerReady() {
  useEffect(() => toastContainer.mounted(), []);
  return null;
}

export function Toasts() {
  const wanted = useSyncExternalStore(toastContainer.subscribe, toastContainer.wanted, () => false);
  const { site, dir } = useLocale();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position={site.toast.position}
        autoClose={site.toast.autoCloseMs}
        aria-label={site.labels.notifications}
        rtl={dir === 'rtl'}
      />
      <ContainerReady />
    </Suspense>
  );
}
