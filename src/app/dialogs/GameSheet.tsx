import { GameLauncher } from '@/features/games/launcher/GameLauncher';

/**
 * The game bottom sheet's place in the default layout (SPEC section 2): the games feature's launcher.
 * ShellDialogs loads this file the first time a game is chosen, so none of it is in the first page.
 */
export default GameLauncher;
