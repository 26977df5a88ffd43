import { useCallback, useMemo, useState } from 'react';

export type FieldErrors = Record<string, string | undefined>;

type Options<K extends string> = {
  initial: Record<K, string>;
  /** Client rules for the whole form; answers the first message per error key. */
  validate: (values: Record<K, string>) => FieldErrors;
  /** Value keys whose errors are shown under another key (e.g. the three birth-date selects). */
  errorKeyOf?: Partial<Record<K, string>>;
};

/**
 * Inline validation without a form library: a field's client error shows once the member has left
 * it (or submitted) and then follows every keystroke; a server error shows until the field changes.
 */
export function useForm<K extends string>({ initial, validate, errorKeyOf = {} }: Options<K>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const keyOf = useCallback((k: K): string => errorKeyOf[k] ?? k, [errorKeyOf]);

  const setValue = useCallback(
    (k: K, v: string) => {
      setValues((prev) => ({ ...prev, [k]: v }));
      const ek = errorKeyOf[k] ?? k;
      setServerErrors((prev) => (prev[ek] ? { ...prev, [ek]: undefined } : prev));
    },
    [errorKeyOf],
  );

  const touch = useCallback((key: string) => setTouched((prev) => (prev[key] ? prev : { ...prev, [key]: true })), []);

  const error = (key: string): string | undefined => serverErrors[key] ?? (submitted || touched[key] ? clientErrors[key] : undefined);

  /** Props for a text input: value, change and blur. */
  const bind = (k: K) => ({
    name: k,
    value: values[k],
    onChange: (e: { target: { value: string } }) => setValue(k, e.target.value),
    onBlur: () => touch(keyOf(k)),
  });

  /** Marks the form submitted; answers true when the client rules pass. */
  const trySubmit = () => {
    setSubmitted(true);
    return Object.values(clientErrors).every((m) => !m);
  };

  const setServerError = useCallback((key: string, message: string) => setServerErrors((prev) => ({ ...prev, [key]: message })), []);

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setServerErrors({});
    setSubmitted(false);
  }, [initial]);

  return { values, setValue, touch, error, bind, trySubmit, setServerErrors, setServerError, reset, touched, submitted };
}

export type Form<K extends string> = ReturnType<typeof useForm<K>>;
