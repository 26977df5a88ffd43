import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '@/app/layouts/DefaultLayout';
import { memberBeforeLoad, memberLayoutLoader } from '@/app/member-layout';

/** The auth layout: the default chrome for members, after the guard and the member check. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: memberBeforeLoad,
  loader: memberLayoutLoader,
  component: DefaultLayout,
});
