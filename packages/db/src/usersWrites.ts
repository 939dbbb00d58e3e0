import type { CompiledQuery, DatabaseConnection, Dialect, Driver } from 'kysely';

/**
 * The channel the API's event bus listens on (PostgreSQL). The users trigger of migration 0030
 * notifies on it too, after each commit that changed or removed an account's row.
 */
export const liveChannel = 'tasbir_live';

/** A statement that writes the users table (an account's row), as Kysely and raw SQL write it. */
const writesUsers = /\b(?:update|delete\s+from|insert\s+into)\s+"?users"?(?![\w"])/i;

const listeners = new Set<() => void>();

/**
 * Hears every write of the users table made through a database of this process (see
 * watchingUsersWrites): as the statement starts, and again once it is committed. Returns the
 * function that stops listening.
 */
export function onUsersWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(): void {
  for (const listener of listeners) listener();
}

type ConnectionState = { inTransaction: boolean; wroteUsers: boolean };

/**
 * `dialect` with every connection announcing its users writes (onUsersWritten) when a statement
 * starts and once it is committed: at the end of the statement outside a transaction, at the
 * commit inside one. What the API keeps of an account's row (its viewer rows) is dropped by both.
 */
export function watchingUsersWrites(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => watchedDriver(dialect.createDriver()),
  };
}

function watchedDriver(driver: Driver): Driver {
  const states = new WeakMap<DatabaseConnection, ConnectionState>();
  const stateOf = (connection: DatabaseConnection): ConnectionState => {
    let state = states.get(connection);
    if (!state) {
      const own: ConnectionState = { inTransaction: false, wroteUsers: false };
      states.set(connection, (state = own));
      const execute = connection.executeQuery.bind(connection);
      // The connection is the driver's own object, kept for its client: watched once, in place.
      connection.executeQuery = async <R>(query: CompiledQuery) => {
        if (!writesUsers.test(query.sql)) return execute<R>(query);
        announce();
        const result = await execute<R>(query);
        if (own.inTransaction) own.wroteUsers = true;
        else announce();
        return result;
      };
    }
    return state;
  };
  const ended = (connection: DatabaseConnection) => {
    const state = stateOf(connection);
    state.inTransaction = false;
    if (state.wroteUsers) announce();
    state.wroteUsers = false;
  };
  const acquire = driver.acquireConnection.bind(driver);
  const begin = driver.beginTransaction.bind(driver);
  const commit = driver.commitTransaction.bind(driver);
  const rollback = driver.rollbackTransaction.bind(driver);
  driver.acquireConnection = async () => {
    const connection = await acquire();
    stateOf(connection);
    return connection;
  };
  driver.beginTransaction = async (connection, settings) => {
    await begin(connection, settings);
    stateOf(connection).inTransaction = true;
  };
  driver.commitTransaction = async (connection) => {
    await commit(connection);
    ended(connection);
  };
  driver.rollbackTransaction = async (connection) => {
    await rollback(connection);
    ended(connection);
  };
  return driver;
}
