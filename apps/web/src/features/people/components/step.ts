/** What every step after the first gets: the saved record's id, and a callback after a successful save. */
export type StepProps = {
  entityId: number;
  /** `complete`: every relevant field of every row is filled, so the wizard may move on (spec part 1 §4). */
  onSaved: (complete: boolean) => void;
};
