// An error the page shows where it happened, announced to screen readers.
export function Alert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="error">
      {message}
    </p>
  ) : null;
}
