// A step form's alert (spec §5 'Please fix the validation errors. Please check if all data are correct.',
// the order's refusals; issue 13): always in the page, so a screen reader announces the message when it
// appears (role="alert" on an element that exists before its text).
export function FormAlert({ message, testId }: { message: string | null; testId?: string }) {
  return (
    <div
      className={message ? 'checkout-alert' : 'checkout-alert checkout-alert--empty'}
      role="alert"
      data-testid={testId}
    >
      {message}
    </div>
  );
}
