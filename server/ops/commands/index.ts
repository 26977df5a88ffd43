import type { OpsCommand } from '../command';
import { createOperatorCommand } from './create-operator';
import { doctorCommand } from './doctor';
import { ledgerVerifyCommand } from './ledger-verify';
import { migrateCommand } from './migrate';
import { seedDemoCommand } from './seed-demo';

/** Every ops command. A new command is one file in this folder plus one line here. */
export const commands: readonly OpsCommand[] = [createOperatorCommand, migrateCommand, seedDemoCommand, ledgerVerifyCommand, doctorCommand];
