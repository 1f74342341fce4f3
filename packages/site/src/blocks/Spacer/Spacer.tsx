export interface SpacerProps {
  height: number;
}

export function Spacer({ height }: SpacerProps) {
  const px = Math.max(0, Math.min(400, Number(height) || 0));
  return <div aria-hidden="true" style={{ height: `${px}px` }} />;
}
