// Sensitive data detection for the profiler. Precision first: every detector is anchored on word boundaries
// and checked further where a pattern alone would over-match (card numbers need a known issuer prefix and a
// valid Luhn digit, IPv6 candidates must parse, high-entropy strings need length, mixed characters and entropy).
// Every regular expression has bounded repetitions, so a long line cannot make a scan quadratic.
import { z } from "@hono/zod-openapi";

export const sensitiveKinds = [
  "email",
  "ipv4",
  "ipv6",
  "credit_card",
  "aws_access_key_id",
  "jwt",
  "bearer_token",
  "github_token",
  "private_key",
  "credential",
  "high_entropy_string",
] as const;
export type SensitiveKind = (typeof sensitiveKinds)[number];

export interface Finding {
  kind: SensitiveKind;
  start: number;
  end: number;
}

/** Whether a run of digits (separators removed) passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Issuer prefixes and lengths of the card networks (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay). */
function isCardNumber(digits: string): boolean {
  const n = digits.length;
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  const issuer =
    (digits[0] === "4" && (n === 13 || n === 16 || n === 19)) ||
    (((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) && n === 16) ||
    ((p2 === 34 || p2 === 37) && n === 15) ||
    ((p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649)) && n >= 16) ||
    ((p2 === 36 || p2 === 38 || (p3 >= 300 && p3 <= 305)) && n >= 14) ||
    (p4 >= 3528 && p4 <= 3589 && n >= 16) ||
    (p2 === 62 && n >= 16);
  return issuer && !/^(\d)\1+$/.test(digits) && luhnValid(digits);
}

/** Shannon entropy in bits per character. */
function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const c of counts.values()) {
    const p = c / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const isIpv6 = (v: string) => z.ipv6().safeParse(v.replace(/%[\w.-]+$/, "")).success;
/** Values that stand for "no secret here". */
const PLACEHOLDER =
  /^(\*+|x+|null|none|undefined|true|false|redacted|\[redacted\]|<redacted>|\*\*\*\*\*\*)$/i;
/** Field names whose values are secrets. */
export const SECRET_KEY =
  /^(password|passwd|passphrase|secret|client_secret|secret_key|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|refresh[_-]?token|private[_-]?key)$/i;

interface Detector {
  kind: SensitiveKind;
  pattern: RegExp;
  /** Cheap precondition on the whole text: skips the regex when it cannot match. */
  needs?: (text: string) => boolean;
  /** Checks a match; answers the span of the sensitive part (default: the whole match) or null. */
  accept?: (match: RegExpExecArray) => [number, number] | null;
}

// Order matters: a span found by an earlier detector is not reported again by a later one (a JWT after
// `Bearer` is a jwt, the digits inside an AWS key are not a card).
const detectors: Detector[] = [
  {
    kind: "private_key",
    pattern: /-----BEGIN (?:[A-Z0-9]{1,16} ){0,3}PRIVATE KEY-----/g,
    needs: (t) => t.includes("PRIVATE KEY"),
  },
  {
    kind: "jwt",
    pattern: /\beyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{8,8192}\.[A-Za-z0-9_-]{16,4096}/g,
    needs: (t) => t.includes("eyJ"),
  },
  {
    kind: "github_token",
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{22,255})\b/g,
    needs: (t) => t.includes("gh") || t.includes("github_pat_"),
  },
  { kind: "aws_access_key_id", pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, needs: (t) => /A[KS]IA/.test(t) },
  {
    kind: "bearer_token",
    pattern: /\bBearer\s{1,8}([A-Za-z0-9._~+/-]{16,4096}=*)/gi,
    needs: (t) => /bearer/i.test(t),
    accept: (m) => [m.index + m[0].length - m[1].length, m.index + m[0].length],
  },
  {
    kind: "credential",
    pattern:
      /(?<![\w-])["']?(password|passwd|passphrase|secret|client_secret|secret_key|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|refresh[_-]?token)["']?[ \t]{0,4}[=:][ \t]{0,4}["']?([^\s"',;&}]{3,512})/gi,
    needs: (t) => t.includes("=") || t.includes(":"),
    accept: (m) =>
      PLACEHOLDER.test(m[2]) ? null : [m.index + m[0].length - m[2].length, m.index + m[0].length],
  },
  {
    kind: "email",
    pattern:
      /(?<![\w.%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?){0,8}\.[A-Za-z]{2,24}(?![\w-])/g,
    needs: (t) => t.includes("@"),
  },
  {
    kind: "credit_card",
    pattern: /(?<![\d.-])\d(?:[ -]?\d){12,18}(?![\d-]|\.\d)/g,
    accept: (m) => {
      const digits = m[0].replace(/[ -]/g, "");
      return digits.length >= 13 && digits.length <= 19 && isCardNumber(digits)
        ? [m.index, m.index + m[0].length]
        : null;
    },
  },
  {
    kind: "ipv6",
    pattern:
      /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|\d{1,3}(?:\.\d{1,3}){3})?(?:%[\w.-]{1,32})?(?![\w:])/g,
    needs: (t) => t.includes(":"),
    accept: (m) => (isIpv6(m[0]) ? [m.index, m.index + m[0].length] : null),
  },
  {
    kind: "ipv4",
    pattern:
      /(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\w]|\.\d)/g,
    needs: (t) => t.includes("."),
  },
  {
    // Long random-looking runs: hex of 40+ characters with letters and digits, or base64 of 32+ with upper
    // and lower case and digits and at least 4.3 bits of entropy per character. UUIDs (dashes), trace ids
    // and MD5 sums (32 hex) and ordinary words stay out; SHA-1/SHA-256 digests are reported here.
    kind: "high_entropy_string",
    pattern: /(?<![\w+/=-])(?:[0-9a-fA-F]{40,4096}|[A-Za-z0-9+/_-]{32,4096}={0,2})(?![\w+/=-])/g,
    accept: (m) => {
      const s = m[0].replace(/=+$/, "");
      const hex = /^[0-9a-fA-F]+$/.test(s);
      // Paths (`/api/v2/Users/...`) are made of base64 characters too, but of many slashes.
      if (s.startsWith("/") || s.split("/").length > 3) return null;
      const ok = hex
        ? s.length >= 40 && /[a-fA-F]/.test(s) && /\d/.test(s) && entropy(s) >= 3
        : /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s) && entropy(s) >= 4.3;
      return ok ? [m.index, m.index + m[0].length] : null;
    },
  },
];

/** The sensitive spans of a text, in order, none overlapping. */
export function findSensitive(text: string): Finding[] {
  const findings: Finding[] = [];
  const overlaps = (start: number, end: number) => findings.some((f) => start < f.end && end > f.start);
  for (const d of detectors) {
    if (d.needs && !d.needs(text)) continue;
    d.pattern.lastIndex = 0;
    for (let m = d.pattern.exec(text); m; m = d.pattern.exec(text)) {
      const span = d.accept ? d.accept(m) : ([m.index, m.index + m[0].length] as [number, number]);
      if (span && !overlaps(span[0], span[1])) findings.push({ kind: d.kind, start: span[0], end: span[1] });
    }
  }
  return findings.sort((a, b) => a.start - b.start);
}

/** The value of a field whose name says it is a secret: the whole value is a credential (unless a placeholder). */
export function isSecretValue(key: string, value: string): boolean {
  return SECRET_KEY.test(key) && value.trim() !== "" && !PLACEHOLDER.test(value.trim());
}

/** The text with each finding replaced by `[<kind>]`. */
export function maskFindings(text: string, findings: Finding[]): string {
  let out = "";
  let at = 0;
  for (const f of findings) {
    out += `${text.slice(at, f.start)}[${f.kind}]`;
    at = f.end;
  }
  return out + text.slice(at);
}
