/// The access handler's calls for one request, and what is done with the connection for each
/// `Step` (`LibraryConnection` makes the library's calls).
extension RequestHandler {
    /// One call of libmicrohttpd's access handler; false closes the connection.
    func handle(
        _ context: RequestContext, connection: LibraryConnection, line: RequestLinePointers,
        upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>
    ) -> Bool {
        let step: Step
        if !context.headersChecked {
            var scan = HeaderScan()
            connection.scanHeaders(into: &scan)
            step = headersArrived(context, line: line.requestLine, connection: connection.open, scan: scan) {
                context.request(headers: connection.headers)
            }
        } else if uploadSize.pointee > 0 {
            let size = uploadSize.pointee
            uploadSize.pointee = 0
            step = bodyArrived(context, UnsafeRawBufferPointer(start: upload, count: upload == nil ? 0 : size), size)
        } else if let result = context.deferredResult {
            context.deferredResult = nil
            step = resumed(context, result)
        } else {
            step = requestEnded(context, connection: connection.open) {
                context.request(headers: connection.headers)
            }
        }
        switch step {
        case .wait: return true
        case .drop: return false
        case .answer(let outcome): return queue(outcome, context, connection)
        case .send(let page): return queue(page, context, connection)
        case .deferred(let deferred, let ticket):
            hand(deferred, ticket, context, connection)
            return true
        }
    }

    /// Hands a costly request to the work queue. The connection is suspended first (its thread
    /// goes on with other connections), since the work may end, and resume it, at any moment after.
    private func hand(
        _ deferred: ResponsePipeline.DeferredRequest, _ ticket: WorkQueue.Ticket, _ context: RequestContext,
        _ connection: LibraryConnection
    ) {
        connection.suspend()
        let waiting = SuspendedRequest(context: context, connection: connection)
        let socket = connection.open?.socket
        workQueue.enqueue(ticket) { [self] verdict in
            waiting.context.deferredResult = perform(deferred, verdict, socket: socket)
            waiting.connection.resume()
        }
    }

    private func queue(_ outcome: ResponsePipeline.Outcome, _ context: RequestContext, _ connection: LibraryConnection)
        -> Bool
    {
        let response = outcome.response
        let queued: Bool
        let closing = outcome.closesConnection || draining.load(ordering: .acquiring)
        // A page kept just now was drawn for this request, most often for the only time (a
        // never-seen URL): it goes out as a one-off answer, and a repeat of it, answered from
        // the page cache, prepares it then. Preparing every page as it is drawn filled and
        // emptied the store of prepared responses, under its lock, at every 256th page.
        if outcome.finishedPage == nil, !closing, response.status == .ok, let tag = response.headers["ETag"],
            let reused = preparedResponses.withResponse(
                tagged: tag, cost: HTTPServer.cost(of: response), make: { LibraryResponse.make(response) },
                use: { connection.queue(prepared: $0, status: .ok) })
        {
            queued = reused
        } else {
            queued = connection.queue(response, closing: closing)
        }
        note(
            sent: queued, status: response.status, bodyBytes: response.body.count, outcome.routeName, outcome.error,
            context)
        return queued
    }

    /// A kept page, sent with the response prepared for it once: it is the same bytes and headers
    /// every time (as a tagged response is), found without a lookup by tag.
    private func queue(
        _ page: ResponsePipeline.FinishedPage, _ context: RequestContext, _ connection: LibraryConnection
    ) -> Bool {
        guard !draining.load(ordering: .acquiring),
            let queued = preparedResponses.withResponse(
                in: page.prepared, cost: HTTPServer.cost(of: page.response),
                make: { LibraryResponse.make(page.response) }, use: { connection.queue(prepared: $0, status: .ok) })
        else {
            return queue(
                ResponsePipeline.Outcome(response: page.response, routeName: page.routeName), context, connection)
        }
        note(sent: queued, status: .ok, bodyBytes: page.response.body.count, page.routeName, nil, context)
        return queued
    }

    func connectionStarted(_ connection: LibraryConnection, slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        let (peer, socket) = connection.peerAndSocket
        let open = OpenConnection(peer: peer, socket: socket, now: MonotonicClock.milliseconds)
        slot.pointee = Unmanaged.passRetained(open).toOpaque()
        registry?.started(open)
    }

    func connectionClosed(slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        guard let stored = slot.pointee else { return }
        slot.pointee = nil
        registry?.closed(Unmanaged<OpenConnection>.fromOpaque(stored).takeRetainedValue())
    }
}
