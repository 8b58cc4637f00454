import {
  BankGateway,
  bankProviders,
  type TCreatePosTerminal,
  type TPageQuery,
  type TPosTerminal,
  type TPosTerminalPage,
  type TUpdatePosTerminal,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { mapPage } from '../../platform/paging';
import * as repo from './pos-terminals.repository';

// Card terminals at the counter (SPEC §7 /identity/posterminal, decision 0024). Only the list of
// terminals: sending an amount to a terminal and reading its answer is a later step.

const notFound = () => new AppError('POS_TERMINAL_NOT_FOUND');
const exists = () =>
  new AppError('POS_TERMINAL_EXISTS', {
    errors: [fieldError('terminalId', 'این شماره پایانه از همین بانک قبلاً ثبت شده است.')],
  });

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findOne>>>;
const toTerminal = (row: Row): TPosTerminal => ({ ...row, providerLabel: BankGateway.labels[row.provider] });

export function createPosTerminalsService(deps: { database: Database }) {
  const db = deps.database.db;

  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }
  }

  return {
    bankProviders,

    async list(vendor: VendorContext, query: TPageQuery): Promise<TPosTerminalPage> {
      return mapPage(await repo.page(db, vendor.id, query), toTerminal);
    },

    async get(vendor: VendorContext, id: string): Promise<TPosTerminal> {
      const row = await repo.findOne(db, vendor.id, id);
      if (!row) throw notFound();
      return toTerminal(row);
    },

    async create(vendor: VendorContext, input: TCreatePosTerminal): Promise<TPosTerminal> {
      if (await repo.findSameTerminal(db, vendor.id, input.provider, input.terminalId)) throw exists();
      return toTerminal(await write(() => repo.insert(db, vendor.id, input)));
    },

    async update(vendor: VendorContext, input: TUpdatePosTerminal): Promise<TPosTerminal> {
      const { id, ...values } = input;
      if (!(await repo.findOne(db, vendor.id, id))) throw notFound();
      const same = await repo.findSameTerminal(db, vendor.id, values.provider, values.terminalId);
      if (same && same.id !== id) throw exists();
      const row = await write(() => repo.update(db, vendor.id, id, values));
      if (!row) throw notFound();
      return toTerminal(row);
    },

    async setActive(vendor: VendorContext, id: string, active: boolean): Promise<TPosTerminal> {
      const row = await repo.update(db, vendor.id, id, { active });
      if (!row) throw notFound();
      return toTerminal(row);
    },

    async remove(vendor: VendorContext, id: string): Promise<void> {
      if (!(await repo.remove(db, vendor.id, id))) throw notFound();
    },
  };
}
export type PosTerminalsService = ReturnType<typeof createPosTerminalsService>;
