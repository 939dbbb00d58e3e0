/** An error (role="alert") or a success notice (role="status"); renders nothing when empty. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-message form-message--error" role="alert">
      {message}
    </p>
  );
}

export function FormSuccess({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-message form-message--success" role="status">
      {message}
    </p>
  );
}
