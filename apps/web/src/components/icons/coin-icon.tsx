/** The app's coin: a gold disc with a soroban bead on it, drawn inline (decorative; the amount is text). */
export function CoinIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ verticalAlign: 'text-bottom', flexShrink: 0 }}>
      <circle cx="12" cy="12" r="11" fill="#f9a825" />
      <circle cx="12" cy="12" r="8.5" fill="#ffca28" stroke="#e08e00" strokeWidth="1.2" />
      <path d="M12 4.5v15" stroke="#a86a00" strokeWidth="1.4" strokeLinecap="round" />
      <ellipse cx="12" cy="12" rx="5" ry="3.2" fill="#a86a00" />
      <ellipse cx="11" cy="11.2" rx="2.2" ry="1" fill="#ffe082" />
    </svg>
  );
}
