/** antd, part 3 of 4: form controls (`@elearn/ui/form`). */

export type { FormProps, InputProps, SelectProps } from 'antd';
export {
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Slider,
  Switch,
  TimePicker,
  Upload,
} from 'antd';
