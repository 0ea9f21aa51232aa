import type { ExamAnswer, ExamView } from '@elearn/contracts';
import { useTranslation } from 'react-i18next';

type ExamQuestion = ExamView['exam']['questions'][number];

interface Props {
  question: ExamQuestion;
  answer: ExamAnswer | null;
  onChange: (answer: ExamAnswer) => void;
  /** The course's language for the prompt (Arabic content reads right to left). */
  disabled?: boolean;
}

/** The answer control of one question: radio buttons, checkboxes, true/false or an essay box. */
export function QuestionInput({ question, answer, onChange, disabled }: Props) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const name = `ml-q-${question.position}`;
  const chosen = answer?.choices ?? [];
  if (question.type === 'essay') {
    return (
      <label className="ml-exam__essay">
        <span>{t('essayLabel')}</span>
        <textarea
          dir="auto"
          rows={8}
          maxLength={20000}
          value={answer?.text ?? ''}
          disabled={disabled}
          onChange={(e) => onChange({ choices: [], text: e.target.value })}
        />
      </label>
    );
  }
  const options = question.type === 'tf' ? [t('false'), t('true')] : question.options;
  // True/false lists True first; its values stay 1 (true) and 0 (false).
  const order = question.type === 'tf' ? [1, 0] : options.map((_, i) => i);
  const multiple = question.multiple;
  return (
    <fieldset className="ml-exam__options">
      <legend>{multiple ? t('chooseMany') : t('chooseOne')}</legend>
      {order.map((value) => (
        <label key={value} className="ml-exam__option">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            checked={chosen.includes(value)}
            disabled={disabled}
            onChange={(e) => {
              const next = multiple
                ? e.target.checked
                  ? [...chosen, value]
                  : chosen.filter((c) => c !== value)
                : [value];
              onChange({ choices: next.sort(), text: '' });
            }}
          />
          <span dir="auto">{options[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}
