import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';

/**
 * Mounts a lazily loaded dialog the first time it opens and keeps it mounted afterwards, so its
 * code stays out of the first chunk and its closing animation can still play.
 */
export function LazyWhenOpen({ open, component: Lazy }: { open: boolean; component: LazyExoticComponent<ComponentType> }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
