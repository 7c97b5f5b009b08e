export interface RichTextEditorProps {
  /** Id of the editable area; the label, helper and error ids derive from it. */
  id: string;
  /** The form field's name (react-hook-form), also sent with the hidden input for plain forms. */
  name: string;
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  required?: boolean;
  /** Already translated message shown under the editor. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** Language of the content (fr or en), for spell checking and screen readers. */
  lang?: string;
}
