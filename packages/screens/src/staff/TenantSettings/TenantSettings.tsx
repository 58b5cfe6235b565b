import type { RegistrationMode, TenantSettings } from '@watni/api-client';
import { Alert, Button, NumberField, RadioGroup, Switch } from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStaffMessages } from '../../messages/areas';
import { usePlatformMessages } from '../../messages/platform';
import * as platformStyles from '../../platform/_shared/platform.css';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import { PaymentDetailsForm, type PaymentDetailsSection } from './PaymentDetailsForm';
import * as styles from './TenantSettings.css';

/** The course limit field: a non-negative integer; anything non-numeric becomes 0. */
export function parseCourseLimit(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) || n < 0 ? 0 : n;
}

export interface TenantSettingsViewProps {
  /** Null while loading or after a load failure. */
  settings: TenantSettings | null;
  loading?: boolean;
  /** Set when the settings could not be loaded. */
  loadError?: string | null;
  saving?: boolean;
  onSave: (settings: TenantSettings) => void;
  onRetry?: () => void;
  /** Makes a new join code; the button shows while join codes are on. */
  onRegenerateCode?: () => void;
  regenerating?: boolean;
  /** The school's payment details for paid courses. */
  payment?: PaymentDetailsSection;
}

export function TenantSettingsView({
  settings,
  loading = false,
  loadError = null,
  saving = false,
  onSave,
  onRetry,
  onRegenerateCode,
  regenerating = false,
  payment,
}: TenantSettingsViewProps) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.settings;
  return (
    <StaffPage title={m.title} description={m.description}>
      <Alert tone="info">{m.explanation}</Alert>
      <div className={styles.sections}>
        {loading ? (
          <StaffLoading />
        ) : loadError || !settings ? (
          <StaffError message={loadError ?? m.loadFailed} onRetry={onRetry} />
        ) : (
          <SettingsForm
            settings={settings}
            saving={saving}
            onSave={onSave}
            onRegenerateCode={onRegenerateCode}
            regenerating={regenerating}
          />
        )}
        {payment ? <PaymentDetailsForm {...payment} /> : null}
      </div>
    </StaffPage>
  );
}

function SettingsForm({
  settings,
  saving,
  onSave,
  onRegenerateCode,
  regenerating,
}: {
  settings: TenantSettings;
  saving: boolean;
  onSave: (settings: TenantSettings) => void;
  onRegenerateCode?: (() => void) | undefined;
  regenerating: boolean;
}) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.settings;
  const [draft, setDraft] = useState(settings);
  const [limitText, setLimitText] = useState(String(settings.teacher_course_limit));
  useEffect(() => {
    setDraft(settings);
    setLimitText(String(settings.teacher_course_limit));
  }, [settings]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, teacher_course_limit: parseCourseLimit(limitText) });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={m.title}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{m.permissionsHeading}</legend>
        <Switch
          layout="between"
          label={m.canCreate}
          description={m.canCreateHint}
          checked={draft.teachers_can_create_courses}
          onCheckedChange={(v) => setDraft({ ...draft, teachers_can_create_courses: v })}
        />
        <Switch
          layout="between"
          label={m.canDelete}
          description={m.canDeleteHint}
          checked={draft.teachers_can_delete_courses}
          onCheckedChange={(v) => setDraft({ ...draft, teachers_can_delete_courses: v })}
        />
        <Switch
          layout="between"
          label={m.canManageEnrollments}
          description={m.canManageEnrollmentsHint}
          checked={draft.teachers_can_manage_enrollments}
          onCheckedChange={(v) => setDraft({ ...draft, teachers_can_manage_enrollments: v })}
        />
      </fieldset>
      <NumberField
        label={m.limitLabel}
        hint={m.limitHint}
        min={0}
        step={1}
        name="teacher_course_limit"
        value={limitText}
        onChange={(e) => setLimitText(e.currentTarget.value)}
        onBlur={() => setLimitText(String(parseCourseLimit(limitText)))}
      />
      <WhoMayJoin
        mode={draft.registration_mode}
        savedMode={settings.registration_mode}
        joinCode={settings.join_code}
        onModeChange={(mode) => setDraft({ ...draft, registration_mode: mode })}
        onRegenerateCode={onRegenerateCode}
        regenerating={regenerating}
      />
      <div className={styles.footer}>
        <Button type="submit" loading={saving} loadingLabel={staffMessages.common.saving}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

const MODES: readonly RegistrationMode[] = ['open', 'approval', 'join_code'];

/** Who may join by self-registration: the mode, and the school's join code. */
function WhoMayJoin({
  mode,
  savedMode,
  joinCode,
  onModeChange,
  onRegenerateCode,
  regenerating,
}: {
  mode: RegistrationMode;
  savedMode: RegistrationMode;
  joinCode: string | null;
  onModeChange: (mode: RegistrationMode) => void;
  onRegenerateCode?: (() => void) | undefined;
  regenerating: boolean;
}) {
  const { m: pm } = usePlatformMessages();
  const j = pm.joining;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{j.heading}</legend>
      <RadioGroup
        label={j.hint}
        value={mode}
        onValueChange={(value) => onModeChange(value as RegistrationMode)}
        options={MODES.map((value) => ({
          value,
          label: j.modes[value],
          description: j.modeHints[value],
        }))}
      />
      {mode === 'join_code' ? (
        <div className={platformStyles.stack}>
          <span className={platformStyles.muted}>{j.codeLabel}</span>
          {joinCode && savedMode === 'join_code' ? (
            <div className={platformStyles.actions}>
              <output className={platformStyles.code} aria-label={j.codeLabel}>
                {joinCode}
              </output>
              {onRegenerateCode ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  loading={regenerating}
                  loadingLabel={j.regenerate}
                  onClick={onRegenerateCode}
                >
                  {j.regenerate}
                </Button>
              ) : null}
            </div>
          ) : (
            <span>{j.noCode}</span>
          )}
          <span className={platformStyles.muted}>{j.codeHint}</span>
        </div>
      ) : null}
      {savedMode === 'approval' ? (
        <Link to="/admin/awaiting-approval">{j.awaitingLink}</Link>
      ) : null}
    </fieldset>
  );
}
