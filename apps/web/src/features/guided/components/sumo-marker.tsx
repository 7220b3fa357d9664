/** The sumo fighter that marks the current working activity (SPEC 2.4). */
export function SumoMarker() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="You are here">
      <circle cx="20" cy="9" r="6" fill="#f5cba7" stroke="#6d4c41" />
      <path d="M14 6 q6 -6 12 0" fill="#3e2723" />
      <ellipse cx="20" cy="25" rx="13" ry="10" fill="#f5cba7" stroke="#6d4c41" />
      <rect x="8" y="27" width="24" height="6" rx="2" fill="#c62828" />
      <rect x="10" y="33" width="6" height="6" rx="2" fill="#f5cba7" stroke="#6d4c41" />
      <rect x="24" y="33" width="6" height="6" rx="2" fill="#f5cba7" stroke="#6d4c41" />
    </svg>
  );
}
