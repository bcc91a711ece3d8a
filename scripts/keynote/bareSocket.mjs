// The keynote bench's floor for real time: a bare socket.io server on this machine, in its own
// process as the api is. Every `subscribe` is answered at once and joins the room; the bench asks
// it (over IPC) to broadcast a payload to everyone, as the api publishes a post.
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer();
const io = new Server(server, { path: '/socket.io/', serveClient: false });
io.on('connection', (socket) => {
  socket.on('subscribe', ({ channel }) => {
    void socket.join(channel);
    socket.emit('subscribe_success', { channel });
  });
});
process.on('message', ({ room, event, payload }) => io.to(room).emit(event, payload));
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('SIGTERM', () => io.close(() => process.exit(0)));
