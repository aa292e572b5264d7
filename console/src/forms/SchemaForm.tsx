// A form generated from a JSON Schema (see schema.ts for what each schema becomes): every control labelled by
// its property's name or title, described by its description, secrets as password fields (write-only: the API
// answers another key's secret as `********`, and sending that back keeps it).
import { useId, useState } from "react";
import {
  type Control,
  cleanValue,
  controlOf,
  initialValue,
  type JsonSchema,
  labelOf,
  resolve,
  variantOf,
  variantValue,
  withoutNull,
} from "./schema";

const MASK = "********";

interface FieldProps {
  schema: JsonSchema;
  /** What `$ref`s point into: the OpenAPI document, or the schema itself. */
  root: unknown;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  required: boolean;
  disabled?: boolean;
}

/** The fields of an object schema (the form's body, without a fieldset of its own). */
export function SchemaForm(props: Omit<FieldProps, "label" | "required"> & { label?: string }) {
  return <Field {...props} label={props.label ?? ""} required bare />;
}

/**
 * A form that creates one thing from a schema: it starts from the schema's defaults, sends what the user filled
 * (cleaned, see cleanValue) to `create`, and starts afresh once `create` says it worked.
 */
export function SchemaCreateForm({
  label,
  schema,
  root,
  submit,
  busy,
  create,
}: {
  label: string;
  schema: JsonSchema;
  root: unknown;
  submit: string;
  busy: boolean;
  create: (body: unknown) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState<unknown>(undefined);
  const value = draft ?? initialValue(schema, root);
  return (
    <form
      className="schema-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        create(cleanValue(value, schema, root)).then((ok) => ok && setDraft(undefined));
      }}
    >
      <SchemaForm schema={schema} root={root} value={value} onChange={setDraft} />
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {submit}
        </button>
      </div>
    </form>
  );
}

function Field(props: FieldProps & { bare?: boolean }) {
  const { schema, root, label } = props;
  const { nullable } = withoutNull(schema, root);
  const control = controlOf(schema, root);
  const description = resolve(schema, root).description;
  switch (control.kind) {
    case "object":
      return <ObjectFields {...props} control={control} description={description} />;
    case "variants":
      return <VariantFields {...props} control={control} description={description} />;
    case "list":
      return <ListField {...props} control={control} description={description} />;
    case "constant":
      return null;
    default:
      return (
        <Scalar {...props} control={control} nullable={nullable} description={description} label={label} />
      );
  }
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <span id={id} className="hint">
      {text}
    </span>
  ) : null;
}

function Group({
  label,
  description,
  bare,
  children,
}: {
  label: string;
  description?: string;
  bare?: boolean;
  children: React.ReactNode;
}) {
  const id = useId();
  if (bare) return <>{children}</>;
  return (
    <fieldset className="schema-group" aria-describedby={description ? id : undefined}>
      <legend>{label}</legend>
      <Hint id={id} text={description} />
      {children}
    </fieldset>
  );
}

/** "Channels" → "Channel": what one item of a list is called (the property names are plural English). */
const singular = (label: string) => (/[^s]s$/.test(label) ? label.slice(0, -1) : label);

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function ObjectFields(
  props: FieldProps & { bare?: boolean; control: Extract<Control, { kind: "object" }>; description?: string },
) {
  const value = asObject(props.value);
  // An optional object left out (rate limiting, say) asks for nothing: its fields are required only once
  // it is given, so the browser does not refuse the form for a setting the user never chose.
  const given = props.required || Object.keys(value).length > 0;
  return (
    <Group label={props.label} description={props.description} bare={props.bare}>
      {props.control.properties.map((p) => (
        <Field
          key={p.name}
          schema={p.schema}
          root={props.root}
          label={labelOf(p.name, resolve(p.schema, props.root))}
          required={p.required && given}
          disabled={props.disabled}
          value={value[p.name]}
          onChange={(v) => {
            const next = { ...value };
            if (v === undefined) delete next[p.name];
            else next[p.name] = v;
            props.onChange(next);
          }}
        />
      ))}
    </Group>
  );
}

function VariantFields(
  props: FieldProps & {
    bare?: boolean;
    control: Extract<Control, { kind: "variants" }>;
    description?: string;
  },
) {
  const { control, root } = props;
  const id = useId();
  const chosen = variantOf(control, props.value);
  const { [control.tag]: _tag, ...rest } = chosen.schema.properties ?? {};
  const fields: JsonSchema = { ...chosen.schema, properties: rest };
  return (
    <Group label={props.label} description={props.description} bare={props.bare}>
      <div className="field">
        <label htmlFor={id}>{labelOf(control.tag)}</label>
        <select
          id={id}
          value={chosen.value}
          disabled={props.disabled}
          onChange={(e) => {
            const next = control.variants.find((v) => v.value === e.target.value) ?? chosen;
            props.onChange(variantValue(control.tag, next, root, props.value));
          }}
        >
          {control.variants.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label === v.value ? v.value : `${v.label} (${v.value})`}
            </option>
          ))}
        </select>
      </div>
      <ObjectFields
        {...props}
        bare
        control={controlOf(fields, root) as Extract<Control, { kind: "object" }>}
        onChange={(v) => props.onChange({ ...asObject(v), [control.tag]: chosen.value })}
      />
    </Group>
  );
}

function ListField(
  props: FieldProps & { control: Extract<Control, { kind: "list" }>; description?: string },
) {
  const items = Array.isArray(props.value) ? props.value : [];
  const one = singular(props.label);
  const set = (next: unknown[]) => props.onChange(next);
  return (
    <Group label={props.label} description={props.description}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their place
        <div className="schema-item" key={i}>
          <Field
            schema={props.control.items}
            root={props.root}
            label={`${one} ${i + 1}`}
            required
            disabled={props.disabled}
            value={item}
            onChange={(v) => set(items.map((old, j) => (j === i ? v : old)))}
          />
          {!props.disabled && (
            <button
              type="button"
              className="quiet"
              aria-label={`Remove ${one.toLowerCase()} ${i + 1}`}
              onClick={() => set(items.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          )}
        </div>
      ))}
      {!props.disabled && (
        <button
          type="button"
          className="quiet"
          onClick={() => set([...items, initialValue(props.control.items, props.root)])}
        >
          Add {one.toLowerCase()}
        </button>
      )}
    </Group>
  );
}

function Scalar(
  props: FieldProps & { control: Control; nullable: boolean; description?: string; label: string },
) {
  const { control, value, onChange, required, nullable } = props;
  const id = useId();
  const hintId = useId();
  const empty = nullable ? null : undefined;
  const common = {
    id,
    disabled: props.disabled,
    "aria-describedby": props.description ? hintId : undefined,
  };
  let input: React.ReactNode;
  switch (control.kind) {
    case "boolean":
      return (
        <div className="field check">
          <input
            type="checkbox"
            {...common}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={id}>{props.label}</label>
          <Hint id={hintId} text={props.description} />
        </div>
      );
    case "choice":
      input = (
        <select
          {...common}
          value={value === undefined || value === null ? "" : String(value)}
          onChange={(e) => {
            const picked = control.options.find((o) => String(o) === e.target.value);
            onChange(picked === undefined ? empty : picked);
          }}
        >
          {(!required || nullable) && <option value="">(none)</option>}
          {control.options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      );
      break;
    case "number":
      input = (
        <input
          type="number"
          {...common}
          step={control.integer ? 1 : "any"}
          required={required && !nullable}
          value={typeof value === "number" ? value : ""}
          onChange={(e) => onChange(e.target.value === "" ? empty : Number(e.target.value))}
        />
      );
      break;
    case "text":
      input = (
        <input
          type={control.secret ? "password" : control.format === "uri" ? "url" : "text"}
          autoComplete={control.secret ? "new-password" : "off"}
          {...common}
          required={required && !nullable}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value === "" && !required ? empty : e.target.value)}
        />
      );
      break;
    default:
      input = <JsonInput {...props} common={common} />;
  }
  // The API's own description of a secret says how it is kept; one without says it here.
  const secret = control.kind === "text" && control.secret;
  const secretHint = !secret
    ? undefined
    : value === MASK
      ? "Stored secret: kept unless you type a new one."
      : props.description
        ? undefined
        : "Secret: stored encrypted, shown only to the key that sets it.";
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {required && !nullable ? " *" : ""}
      </label>
      {input}
      <Hint id={hintId} text={[props.description, secretHint].filter(Boolean).join(" ") || undefined} />
    </div>
  );
}

/** What no control represents (maps, mixed unions): its JSON, parsed as the user types. */
function JsonInput(props: FieldProps & { common: { id: string; disabled?: boolean } }) {
  const [text, setText] = useState(() =>
    props.value === undefined ? "" : JSON.stringify(props.value, null, 2),
  );
  const [invalid, setInvalid] = useState(false);
  return (
    <textarea
      {...props.common}
      className="json"
      rows={Math.min(12, Math.max(3, text.split("\n").length))}
      aria-invalid={invalid}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() === "") {
          setInvalid(false);
          props.onChange(undefined);
          return;
        }
        try {
          props.onChange(JSON.parse(e.target.value));
          setInvalid(false);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}
