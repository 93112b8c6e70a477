import { PIPELINE_MESSAGES, type Applicant, type EmployerSettableStatus } from '@shuruaat/contract';
import { Button } from '../../../../components/ui/button';

type Move = { status: EmployerSettableStatus; label: string; look: string };

const MOVES: Move[] = [
  { status: 'shortlisted', label: 'Shortlist', look: '' },
  { status: 'interview', label: 'Move to interview', look: '' },
  { status: 'hired', label: 'Hire', look: '' },
  { status: 'rejected', label: 'Reject', look: 'border-red-700 text-red-700 hover:bg-red-50' },
  { status: 'applied', label: 'Back to Applied', look: '' },
];

type StatusActionsProps = {
  applicant: Applicant;
  isBusy: boolean;
  onMove: (status: EmployerSettableStatus) => void;
  onRemove: () => void;
};

export function StatusActions({ applicant, isBusy, onMove, onRemove }: StatusActionsProps) {
  // The server refuses (409) to change a withdrawn application, so the screen offers nothing.
  if (applicant.status === 'withdrawn') {
    return (
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        {PIPELINE_MESSAGES.withdrawnLocked}
      </p>
    );
  }
  return (
    <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
      {MOVES.filter((move) => move.status !== applicant.status).map((move) => (
        <Button
          key={move.status}
          size="sm"
          variant={move.status === 'applied' ? 'ghost' : 'outline'}
          className={move.look}
          disabled={isBusy}
          onClick={() => onMove(move.status)}
        >
          {move.label}
        </Button>
      ))}
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700"
        disabled={isBusy}
        onClick={onRemove}
      >
        Remove
      </Button>
    </div>
  );
}
