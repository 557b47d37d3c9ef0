import type { ReactElement } from 'react';
import {
  BallIcon,
  CardsIcon,
  DiceIcon,
  FishIcon,
  FlameIcon,
  GamepadIcon,
  RoosterIcon,
  SlotIcon,
  StarIcon,
  TicketIcon,
} from './icons';

const icons: Record<string, () => ReactElement> = {
  HOT: () => <FlameIcon />,
  FAV: () => <StarIcon />,
  LOTT: () => <TicketIcon />,
  ELOTT: () => <TicketIcon />,
  LIVE: () => <CardsIcon />,
  DS88: () => <RoosterIcon />,
  SPORTS: () => <BallIcon />,
  FISH: () => <FishIcon />,
  RNG: () => <SlotIcon />,
  PVP: () => <DiceIcon />,
  ESPORTS: () => <GamepadIcon />,
};

/** The decorative glyph of a game category or navigation entry. */
export function CategoryIcon({ id }: { id: string }) {
  const Icon = icons[id] ?? icons['RNG'];
  return <Icon />;
}
