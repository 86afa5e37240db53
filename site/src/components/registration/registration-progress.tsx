/**
 * The progress strip of a new form behind the birthdate gate (SPEC §2: Verify Birthdate, then Registration):
 * the gate is behind, the registration is the step.
 */
export function AgeGatedProgress() {
  return (
    <ol className="progress" aria-label="Registration steps">
      <li>Verify Birthdate</li>
      <li aria-current="step">Registration</li>
    </ol>
  );
}
