import { errorMessage, useGradingScale, useUpdateGradingScale } from '@watni/api-client';
import { GradingScaleView } from './GradingScale';

/** /school/grading-scale (admins). */
export function GradingScaleContainer() {
  const scale = useGradingScale();
  const update = useUpdateGradingScale();
  return (
    <GradingScaleView
      scale={scale.data ?? null}
      loading={scale.isPending}
      error={scale.isError ? errorMessage(scale.error, '') || null : null}
      onRetry={() => void scale.refetch()}
      saving={update.isPending}
      saved={update.isSuccess}
      saveError={update.isError ? errorMessage(update.error, '') : null}
      onSave={(bands) => update.mutate({ bands })}
    />
  );
}
