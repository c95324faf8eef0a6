// A refused request's message under an account form (spec §8: the server's message is shown as an error).
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="account-form__failure">
      {message}
    </p>
  ) : null;
}
