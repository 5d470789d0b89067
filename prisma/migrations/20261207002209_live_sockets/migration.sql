-- CreateTable
CREATE TABLE "live_socket_processes" (
    "id" UUID NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeat_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "live_socket_processes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live_sockets" (
    "id" UUID NOT NULL,
    "process_id" UUID NOT NULL,
    "user_id" UUID,
    "client_ip" TEXT NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "live_sockets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "live_socket_processes_heartbeat_at_idx" ON "live_socket_processes"("heartbeat_at");

-- CreateIndex
CREATE INDEX "live_sockets_user_id_idx" ON "live_sockets"("user_id");

-- CreateIndex
CREATE INDEX "live_sockets_client_ip_idx" ON "live_sockets"("client_ip");

-- CreateIndex
CREATE INDEX "live_sockets_process_id_idx" ON "live_sockets"("process_id");

-- AddForeignKey
ALTER TABLE "live_sockets" ADD CONSTRAINT "live_sockets_process_id_fkey" FOREIGN KEY ("process_id") REFERENCES "live_socket_processes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
