// A TCP proxy between the store and its database, for fault tests: `stall()` is a network that
// goes silent (nothing arrives either way, nothing is reset; new connections open but hear
// nothing), `heal()` delivers what was held, in order, as TCP would after a partition heals;
// `reset()` resets every connection, as a database that crashes or restarts does.
import net from 'node:net'

export type TcpProxy = {
  port: number
  /** Connections open through the proxy now. */
  connections: () => number
  stall: () => void
  heal: () => void
  /** Every open connection reset at once (a server that crashed or restarts); new ones are taken. */
  reset: () => void
  close: () => Promise<void>
}

/** One way of one connection: what the silent network holds back, and whether it has ended. */
type Direction = { to: net.Socket; held: Buffer[]; ended: boolean }
type Connection = { sockets: [net.Socket, net.Socket]; directions: [Direction, Direction] }

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let stalled = false
  const connections = new Set<Connection>()
  const deliver = (direction: Direction) => {
    for (const chunk of direction.held) direction.to.write(chunk)
    direction.held = []
    if (direction.ended) direction.to.end()
  }
  /** After a partition, a side that went away meanwhile takes the other with it. */
  const settle = (connection: Connection) => {
    connection.directions.forEach(deliver)
    const [a, b] = connection.sockets
    if (a.destroyed || b.destroyed) {
      a.destroy()
      b.destroy()
      connections.delete(connection)
    }
  }
  const server = net.createServer((client) => {
    const upstream = net.connect(target)
    const toUpstream: Direction = { to: upstream, held: [], ended: false }
    const toClient: Direction = { to: client, held: [], ended: false }
    const connection: Connection = {
      sockets: [client, upstream],
      directions: [toUpstream, toClient],
    }
    connections.add(connection)
    for (const [socket, outgoing] of [
      [client, toUpstream],
      [upstream, toClient],
    ] as const) {
      socket.on('error', () => undefined)
      socket.on('data', (chunk) => {
        if (stalled) outgoing.held.push(chunk)
        else outgoing.to.write(chunk)
      })
      socket.on('end', () => {
        outgoing.ended = true
        if (!stalled) deliver(outgoing)
      })
      socket.on('close', () => {
        if (!stalled) settle(connection)
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections.size,
    stall: () => {
      stalled = true
    },
    heal: () => {
      stalled = false
      connections.forEach(settle)
    },
    reset: () => {
      for (const { sockets } of connections) sockets.forEach((socket) => socket.resetAndDestroy())
      connections.clear()
    },
    close: async () => {
      for (const { sockets } of connections) sockets.forEach((socket) => socket.destroy())
      connections.clear()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
