import { useMemo } from 'react';
import { App, Modal } from 'antd';
import { errorMessage } from '../../../lib/form-errors';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { useMyPlan } from '../../plans';
import { useUpdateRaffle, useUploadRaffleImage } from '../api/raffle-queries';
import {
  lockedFields,
  planRestrictions,
  rafflePatch,
  raffleToFormValues,
  type RaffleFormValues,
} from '../raffle-form';
import { RaffleForm } from './RaffleForm';

interface EditRaffleModalProps {
  /** The raffle being edited; the modal is open while it is set. */
  raffle: Raffle | null;
  onClose: () => void;
}

/** Edits an own raffle with the create form, prefilled; price, size and lottery lock after sales. */
export function EditRaffleModal({ raffle, onClose }: EditRaffleModalProps) {
  const t = es.createRaffle;
  return (
    <Modal
      open={raffle !== null}
      title={t.editTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
    >
      {raffle ? <EditRaffle raffle={raffle} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditRaffle({ raffle, onClose }: { raffle: Raffle; onClose: () => void }) {
  const t = es.createRaffle;
  const { message } = App.useApp();
  const plan = useMyPlan();
  const update = useUpdateRaffle();
  const upload = useUploadRaffleImage();
  const restrictions = useMemo(
    () => planRestrictions(plan.data?.plan, undefined, 'edit'),
    [plan.data],
  );
  const initialValues = useMemo(() => raffleToFormValues(raffle), [raffle]);

  const submit = async (values: RaffleFormValues, image: File | null) => {
    const patch = rafflePatch(raffle, values);
    try {
      if (Object.keys(patch).length > 0) await update.mutateAsync({ id: raffle.id, patch });
    } catch {
      return; // update.error is shown by the form
    }
    if (image) {
      try {
        await upload.mutateAsync({ id: raffle.id, file: image });
      } catch (cause) {
        void message.error(errorMessage(cause, es.errors.unexpected));
        return;
      }
    }
    void message.success(t.saved);
    onClose();
  };

  return (
    <RaffleForm
      mode="edit"
      initialValues={initialValues}
      restrictions={restrictions}
      locked={lockedFields(raffle)}
      currentImageUrl={raffle.image_url}
      submitting={update.isPending || upload.isPending}
      error={update.error}
      submitLabel={t.save}
      onSubmit={(values, image) => void submit(values, image)}
      onCancel={onClose}
    />
  );
}
