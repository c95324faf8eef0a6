// A centred modal dialog (issue 9 item 6): the panel primitive of client/components/aside.tsx in its
// centred position, so modals and drawers share focus handling, Esc, the overlay and "one open at a time".
import { Aside, type AsideProps } from '#client/components/aside-dialog.tsx';

export type DialogProps = Omit<AsideProps, 'position'>;

export function Dialog(props: DialogProps) {
  return <Aside {...props} position="center" />;
}
