// Sign in with a service key. The key is checked with one read the API lets every role make (GET /v1/me, which
// also says the key's role) before it is kept for the tab.
import { type FormEvent, useState } from "react";
import { apiJson } from "../api";
import type { Caller } from "../caller";
import { keepKey } from "../session";
import { messageOf } from "../use-read";

export function SignIn({
  reason,
  onSignedIn,
}: {
  reason: string | null;
  onSignedIn: (key: string, caller: Caller) => void;
}) {
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(reason);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const candidate = key.trim();
    if (!candidate) {
      setError("Enter a service key");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const caller = await apiJson<Caller>(candidate, "/v1/me");
      keepKey(candidate);
      onSignedIn(candidate, caller);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  }

  return (
    <main className="sign-in">
      <form onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Pipeline Service</h1>
        <label htmlFor="service-key">Service key</label>
        <input
          id="service-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
        />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
        <p className="hint">
          The key is kept for this tab only. <code>npm run account:create</code> prints one for a local
          service.
        </p>
      </form>
    </main>
  );
}
