import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { readFormDraft, removeFormDraft, writeFormDraft } from './form-draft';

type Options<T extends FieldValues, Output> = {
  form: UseFormReturn<T, unknown, Output>;
  /** From `draftKey`; none (an edit form, no user yet) keeps no draft. */
  storageKey: string | null;
  defaultValues: NoInfer<DefaultValues<T>>;
  schema: Parameters<typeof readFormDraft>[1];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a form's values in the browser as they are typed, so a reload or a Back does not lose
 * them. A stored draft is restored after the first render (the server render knows nothing of
 * it); `restoredAt` says when it was saved so the page can offer to discard it.
 */
export function useFormDraft<T extends FieldValues, Output>(options: Options<T, Output>) {
  const { form, storageKey, defaultValues, schema } = options;
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const initial = useRef({ defaultValues, schema });

  useEffect(() => {
    if (!storageKey) return;
    const draft = readFormDraft(storageKey, initial.current.schema);
    if (!draft) return removeFormDraft(storageKey);
    // Kept as the defaults, so the restored form counts as changed and leaving it warns.
    form.reset({ ...initial.current.defaultValues, ...draft.values } as T, {
      keepDefaultValues: true,
    });
    setRestoredAt(draft.savedAt);
  }, [form, storageKey]);

  useEffect(() => {
    if (!storageKey) return;
    const subscription = form.watch((values) => {
      // Back to the form as it started (or discarded): nothing worth keeping.
      if (same(values, initial.current.defaultValues)) removeFormDraft(storageKey);
      else writeFormDraft(storageKey, values);
    });
    return () => subscription.unsubscribe();
  }, [form, storageKey]);

  const discard = () => {
    if (storageKey) removeFormDraft(storageKey);
    form.reset(initial.current.defaultValues);
    setRestoredAt(null);
  };
  return { restoredAt, discard };
}
