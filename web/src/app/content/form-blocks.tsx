import { DynamicFormBlock } from '@/features/content/components/blocks/dynamic-form-block'
import type { BlockProps } from '@/features/content/lib/blocks'
import { DynamicForm } from '@/features/forms/components/dynamic-form'

/** The content system's form block with the forms feature's form. */
export function DynamicFormBlockWithForm(props: BlockProps<'DynamicFormBlock'>) {
  return <DynamicFormBlock {...props} renderForm={(form) => <DynamicForm form={form} />} />
}
