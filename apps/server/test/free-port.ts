import net from 'node:net'

/**
 * A port nobody listens on now, chosen by the system, for a server a test starts a moment later. A random port
 * of our own could be taken, or be one fetch refuses to call ("bad port": 4045, 4190, 3659 and others).
 */
export async function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
