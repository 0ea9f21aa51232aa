import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { FormikProps } from 'formik';
import { numberValue, useFieldError } from './form-fields';
import { ImageField } from './image-field.component';

interface FieldProps<V> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  /** The form's id prefix: field ids are `${form}-${name}`. */
  form: string;
}

/** A text field (or a multi-line one) bound to formik, with its translated error. */
export function TextField<V extends object>({
  formik,
  name,
  label,
  form,
  type = 'text',
  multiline = false,
  autoComplete,
  describedBy,
}: FieldProps<V> & { type?: string; multiline?: boolean; autoComplete?: string; describedBy?: string }) {
  const error = useFieldError(formik);
  const props = {
    id: `${form}-${name}`,
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-describedby': describedBy,
  };
  return (
    <Form.Item label={label} htmlFor={props.id} {...error(name)}>
      {multiline ? (
        <Input.TextArea rows={3} {...props} />
      ) : (
        <Input type={type} autoComplete={autoComplete} {...props} />
      )}
    </Form.Item>
  );
}

/** A whole-number field: empty while the user clears it, so the rule says what is missing. */
export function NumberField<V extends object>({
  formik,
  name,
  label,
  form,
  min,
  max,
}: FieldProps<V> & { min: number; max?: number }) {
  const error = useFieldError(formik);
  const id = `${form}-${name}`;
  return (
    <Form.Item label={label} htmlFor={id} {...error(name)}>
      <Input
        id={id}
        name={name}
        type="number"
        min={min}
        max={max}
        step={1}
        value={formik.values[name] as number | ''}
        onChange={(e) => formik.setFieldValue(name, numberValue(e.target.value))}
        onBlur={formik.handleBlur}
      />
    </Form.Item>
  );
}

/** The image of a record (`image` field): uploaded to the storage, its address kept in the form. */
export function ImageFormField<V extends { image: string | null }>({
  formik,
  label,
}: {
  formik: FormikProps<V>;
  label: string;
}) {
  return (
    <ImageField
      label={label}
      value={formik.values.image}
      onChange={(url) => formik.setFieldValue('image', url)}
      onError={(key) => formik.setFieldError('image', key)}
      error={formik.errors.image as string | undefined}
    />
  );
}
