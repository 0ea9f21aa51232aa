import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

// Plain HTML form controls, styled to sit beside antd's: the shell provides a
// fixed set of antd components (ADR 0004) and select, checkbox, radio and
// switch are not in it; adding one is a shell change (docs/adding-a-remote.md step 7).

export function NativeSelect<T extends string | number>({
  options,
  value,
  onValue,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  options: { value: T; label: string }[];
  value: T;
  onValue: (value: T) => void;
}) {
  return (
    <select
      className="cal-select"
      value={String(value)}
      onChange={(e) => onValue(options.find((o) => String(o.value) === e.target.value)!.value)}
      {...rest}
    >
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox, radio or switch (role="switch") with its label around it. */
export function Choice({
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; role?: 'switch' }) {
  return (
    <label className={`cal-choice${input.role === 'switch' ? ' cal-choice--switch' : ''}`}>
      <input {...input} />
      <span>{label}</span>
    </label>
  );
}
