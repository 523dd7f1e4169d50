/* Menagerie phone page: one seat's hand, driven only by the snapshots the laptop sends this seat.
   Nothing here knows a game: the snapshot says the status line, the private pieces (drawn by the table's
   own code at /f/), every move open to this seat with its words, the log and the scores.
   Protocol (tabletop/phones/messages.py): join -> welcome + snapshot; move {seq, index, key} ->
   accepted | refused; mark {key} (a notepad cell) -> the next snapshot shows it, or an error "bad_mark";
   the server pushes a snapshot after every change. A snapshot carries the log whole (log_whole: on a join or
   a rejoin) or only the lines that changed since the last one (from line log_start of the seat's log: the
   page keeps its lines before it and puts these after them); the page keeps the newest LOG_KEPT lines.
   The page's own words come with each welcome in the laptop's language (words: English -> shown; page_words.py):
   t("Your turn"), t("Your hand ({n})", {n: 3}); the elements marked data-w in index.html are said again then. */
(function () {
  "use strict";

  var COLOURS = ["#e8b04a", "#5bb0f0", "#ef6f6c", "#7bd389", "#c58af0", "#f08fc0",
                 "#4fd1c5", "#f29e4c", "#a3b8ff", "#d4e157", "#ff8a65", "#b0bec5"];
  var FACE_WIDTHS = [48, 64, 96, 128, 160, 192, 256, 320, 384];   // what the server draws (faces.py)
  var PING_EVERY = 15000;        // a quiet socket is checked this often
  var DEAD_AFTER = 40000;        // nothing heard for this long: the socket is dropped and made again
  var RESEND_AFTER = 8000;       // a move with no answer is sent again (same seq: played once)
  var LOG_SHOWN = 80;
  var LOG_KEPT = 300;            // the lines a whole snapshot carries (snapshot.py LOG_LINES)

  var parts = location.pathname.split("/");
  var secret = parts[parts.length - 1] || parts[parts.length - 2] || "";
  var deviceKey = "menagerie.device." + secret;
  var wsUrl = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/" + secret;

  var sock = null;               // the live WebSocket (handlers of an older one are ignored)
  var joined = false;
  var stopped = false;           // revoked, taken over, released or the table closed: no more reconnecting until asked
  var nextGame = false;          // the table said the next game follows at this link: reconnecting joins it
  var told = false;              // the table said why this phone lost its seat
  var attempts = 0;
  var retryTimer = 0;
  var retryAt = 0;
  var lastHeard = 0;
  var device = load(deviceKey);
  var nextSeq = 1;
  var pending = null;            // the move frame sent and not yet answered
  var pendingSent = 0;
  var snap = null;
  var logLines = [];             // the seat's log as far as this page has it...
  var logStart = 0;              // ...from this line of the seat's whole log
  var wasMyTurn = false;
  var sheetHandle = null;        // the private piece whose sheet is open
  var notesOpen = false;         // the notepad is shown in place of the hand and the log
  var lock = null;               // the screen wake lock while it is my turn
  var imgRetries = {};
  var WORDS = {};                // the page's English texts in the laptop's language (the welcome's words)
  var hint = null;               // the table's hint for this seat ({version, key, line}), for one position
  var hintAsked = null;          // the position a hint was asked in (its answer is awaited)

  function $(id) { return document.getElementById(id); }
  function t(text, fields) {
    // a text of the page in the laptop's language, its {fields} filled
    var said = Object.prototype.hasOwnProperty.call(WORDS, text) ? WORDS[text] : text;
    if (fields) Object.keys(fields).forEach(function (k) { said = said.split("{" + k + "}").join(String(fields[k])); });
    return said;
  }
  function speak(words, lang) {
    // the welcome's words: the page's fixed texts (marked data-w) are said again in them
    WORDS = words || {};
    if (lang) document.documentElement.lang = lang;
    Array.prototype.forEach.call(document.querySelectorAll("[data-w]"), function (node) {
      if (!node.dataset.w) node.dataset.w = node.textContent.replace(/\s+/g, " ").trim();
      node.textContent = t(node.dataset.w);
    });
  }
  function load(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
  function save(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } }
  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  // ----- the socket ------------------------------------------------------------------------------------
  function setLink(kind, words) {
    var link = $("link");
    link.className = kind;
    link.textContent = words;
  }

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = 0;
    if (stopped) return;
    setLink("wait", t("Connecting…"));
    var ws;
    try { ws = new WebSocket(wsUrl); } catch (e) { later(); return; }
    sock = ws;
    joined = false;
    ws.onopen = function () {
      if (sock !== ws) return;
      lastHeard = Date.now();
      send({ type: "join", device: device || undefined });
    };
    ws.onmessage = function (event) {
      if (sock !== ws) return;
      lastHeard = Date.now();
      var message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      receive(message);
    };
    ws.onclose = function (event) {
      if (sock !== ws) return;
      sock = null;
      joined = false;
      if (stopped) return;
      if (event.code === 4003 || event.code === 4001 || event.code === 4002) {
        stopped = true;
        if (!told) {
          cover(event.code === 4003 ? t("The table gave this seat a new link. Ask the host for it.")
            : event.code === 4002 ? t("Not played from this phone now")
            : t("The table kept this seat with its other phone."), event.code !== 4003);
        }
        return;
      }
      later();                       // a game over without a word may still be followed by the next: try again
    };
  }

  function later() {
    // back-off: 0.5 s, 1 s, 2 s ... up to 10 s, a little jittered so phones do not all come at once
    var wait = Math.min(10000, 500 * Math.pow(2, attempts)) * (0.8 + Math.random() * 0.4);
    attempts = Math.min(attempts + 1, 8);
    retryAt = Date.now() + wait;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, wait);
    tickRetry();
  }

  function tickRetry() {
    if (!retryTimer) return;
    var left = Math.max(0, Math.ceil((retryAt - Date.now()) / 1000));
    if (nextGame) setLink("wait", t("The next game is starting…"));
    else setLink("bad", left > 0 ? t("Lost the table. Again in {s} s", { s: left }) : t("Connecting…"));
    if (left > 0) setTimeout(tickRetry, 1000);
  }

  function now() {
    // try again at once (the phone woke up, came back online, or was tapped)
    if (stopped) return;
    if (sock && Date.now() - lastHeard > DEAD_AFTER / 2) drop();
    if (!sock) { attempts = 0; connect(); }
  }

  function drop() {
    var old = sock;
    sock = null;
    joined = false;
    if (old) { try { old.close(); } catch (e) { /* already gone */ } }
  }

  function send(message) {
    if (!sock || sock.readyState !== 1) return false;
    sock.send(JSON.stringify(message));
    return true;
  }

  setInterval(function () {
    if (!sock || sock.readyState !== 1) return;
    if (Date.now() - lastHeard > DEAD_AFTER) { drop(); later(); return; }
    if (pending && joined && Date.now() - pendingSent > RESEND_AFTER) { pendingSent = Date.now(); send(pending); }
    if (document.visibilityState === "visible") send({ type: "ping" });
  }, PING_EVERY);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") { now(); if (snap) keepAwake(snap.my_turn); }
  });
  window.addEventListener("online", now);
  window.addEventListener("pageshow", function (event) { if (event.persisted) now(); });

  // ----- what the table says ---------------------------------------------------------------------------
  function receive(m) {
    switch (m.type) {
      case "welcome":
        joined = true;
        attempts = 0;
        nextGame = false;
        speak(m.words, m.lang);
        device = m.device;
        save(deviceKey, device);
        nextSeq = Math.max(nextSeq, m.next_seq);
        if (pending) { pendingSent = Date.now(); send(pending); }
        $("cover").hidden = true;
        setLink("ok", t("Connected"));
        if (snap) render();
        break;
      case "held":
        cover(m.message, false);
        setLink("wait", t("Waiting for the host"));
        break;
      case "snapshot":
        snap = m.snapshot;
        snap.log = keepLog(snap);
        render();
        break;
      case "accepted":
        if (pending && pending.seq === m.seq) { pending = null; render(); }
        break;
      case "hint":                   // for this seat alone, for the position it was asked in
        if (snap && m.version === snap.version) { hint = m; render(); }
        break;
      case "refused":
        if (pending && pending.seq === m.seq) pending = null;
        refuse(m.reason, m.rule);
        render();
        break;
      case "revoked":
      case "taken_over":
      case "released":
        stopped = true;
        told = true;
        pending = null;
        cover(m.message, m.type !== "revoked");
        setLink("bad", m.type === "revoked" ? t("Link revoked")
          : m.type === "released" ? t("Not played from this phone now") : t("Taken over"));
        keepAwake(false);
        break;
      case "closed":                 // the game is over: the next one follows at this link, or the table has closed
        if (m.again) {
          nextGame = true;
          attempts = 0;
          setLink("wait", t("The next game is starting…"));
        } else {
          stopped = true;
          told = true;
          if (snap && snap.final) $("final-again").textContent = m.message;   // under the final score, kept in view
          else cover(m.message, false);
          setLink("bad", t("The table has closed"));
          keepAwake(false);
        }
        break;
      case "error":
        if (m.code === "rate_limited") setLink("wait", t("Slow down…"));
        if (m.code === "bad_mark") refuse(m.message, "");
        if (m.code === "bad_mark" || m.code === "rate_limited") renderNotepad();   // the tap went nowhere
        break;
      default:
        break;
    }
  }

  function cover(text, canRetry) {
    $("cover-text").textContent = text;
    $("cover-retry").hidden = !canRetry;
    $("cover").hidden = false;
    closeSheet();
  }

  function refuse(reason, rule) {
    $("reason").textContent = reason;
    $("rule").textContent = rule ? t("Rule: {rule}", { rule: rule }) : "";
    $("refusal").hidden = false;
  }

  function keepLog(s) {
    // the whole log, or this page's lines before log_start and the changed ones after them
    var keep = s.log_whole ? 0 : s.log_start - logStart;
    if (keep < 0 || keep > logLines.length) keep = 0;      // nothing of ours reaches it: these lines alone
    if (keep === 0) logStart = s.log_start;
    logLines = logLines.slice(0, keep).concat(s.log);
    if (logLines.length > LOG_KEPT) {
      logStart += logLines.length - LOG_KEPT;
      logLines = logLines.slice(logLines.length - LOG_KEPT);
    }
    return logLines;
  }

  // ----- moves -----------------------------------------------------------------------------------------
  function play(choice) {
    if (!snap || !snap.my_turn || pending) return;
    pending = { type: "move", seq: nextSeq, index: choice.index, key: choice.key };
    nextSeq += 1;
    pendingSent = Date.now();
    $("refusal").hidden = true;
    send(pending);                 // if the socket is down, it goes when the phone has rejoined
    closeSheet();
    render();
  }

  // ----- drawing the page ------------------------------------------------------------------------------
  function faceUrl(face, cssWidth) {
    var want = cssWidth * (window.devicePixelRatio || 1);
    var width = FACE_WIDTHS[FACE_WIDTHS.length - 1];
    for (var i = 0; i < FACE_WIDTHS.length; i++) {
      if (FACE_WIDTHS[i] >= want) { width = FACE_WIDTHS[i]; break; }
    }
    return "/f/" + secret + "?k=" + encodeURIComponent(JSON.stringify(face)) + "&w=" + width;
  }

  function showFace(img, face, cssWidth, holder) {
    var url = faceUrl(face, cssWidth);
    if (img.dataset.url === url) return;
    img.dataset.url = url;
    img.onerror = function () {
      // the laptop may be busy drawing: a few tries, then the card's words
      var tries = imgRetries[url] = (imgRetries[url] || 0) + 1;
      if (tries <= 4 && img.dataset.url === url) {
        setTimeout(function () { if (img.dataset.url === url) img.src = url + "&try=" + tries; }, 600 * tries);
      } else if (holder) {
        holder.classList.add("noimg");
      }
    };
    img.onload = function () { if (holder) holder.classList.remove("noimg"); };
    img.src = url;
  }

  function cardWidth() {
    var probe = $("hand").querySelector(".card img");
    var width = probe ? probe.getBoundingClientRect().width : 0;
    if (width > 0) return width;
    var css = getComputedStyle(document.documentElement).getPropertyValue("--card-w");
    return parseFloat(css) || 90;
  }

  function privateSources() {
    // the moves that start from one of my private pieces (a card, then a target or a choice)
    var handles = {};
    snap.private.forEach(function (p) { if (p.handle) handles[p.handle] = []; });
    snap.choices.forEach(function (c) { if (c.source && handles[c.source]) handles[c.source].push(c); });
    return handles;
  }

  function render() {
    if (!snap) return;
    var mine = snap.my_turn && !snap.over;
    var colour = COLOURS[snap.seat % COLOURS.length];
    document.documentElement.style.setProperty("--seat", colour);
    document.body.classList.toggle("mine", mine);
    document.body.classList.toggle("over", snap.over);
    document.body.dataset.version = String(snap.version);    // which position is shown (tests wait on it)
    $("name").textContent = snap.name;
    $("game").textContent = t("{game} · seat {n}", { game: snap.title, n: snap.seat + 1 });
    $("turn").textContent = snap.over ? t("The game is over.")
      : mine ? (pending ? t("Your turn: sending…") : t("Your turn"))
      : snap.waiting_for.length ? t("Waiting for {who}", { who: snap.waiting_for.join(", ") }) : t("Waiting…");
    var status = snap.status || "";
    if (snap.over && (!status || status === t("The game is over.")) && snap.log.length) {
      status = snap.log[snap.log.length - 1].text;            // the result, as the log tells it
    }
    var lead = $("turn").textContent.replace(/[.:…]+$/, "");
    if (status.indexOf(lead + ":") === 0) {             // "Your turn: follow blue" under "Your turn"
      status = status.slice(lead.length + 1).trim();
      status = status.charAt(0).toUpperCase() + status.slice(1);
    }
    $("status").textContent = status === $("turn").textContent ? "" : status;
    document.title = (mine ? "● " + t("Your turn") + " · " : "") + snap.name + " · Menagerie";

    if (pickFor !== snap.version) { picked = []; pickFor = snap.version; }
    renderHint(mine);
    var sources = privateSources();
    var group = mine && !pending ? pickGroup() : null;
    renderFinal();
    renderTeach();
    renderHand(sources, mine, group);
    renderMoves(sources, mine, group);
    lightTaught();
    renderPicks(group);
    if (shown === "table") renderTable();        // drawn when looked at: its faces do not hold up the hand's
    renderScores();
    renderLog();
    renderNotepad();
    if (sheetHandle) openSheet(sheetHandle);

    if (mine && !wasMyTurn) { alertTurn(); if (shown !== "notes") show("hand"); }
    if (!mine) document.body.classList.remove("flash");
    wasMyTurn = mine;
    keepAwake(mine);
    if (snap.over && !endShown) { endShown = true; show("hand"); requestAnimationFrame(function () { $("final").scrollIntoView({ block: "start" }); }); }
    var decision = mine ? snap.version : null;
    if (decision !== null && decision !== broughtFor && shown === "hand") bringIntoView(sources, group);
    broughtFor = decision;
  }

  // ----- a Hint: asked for this position, answered to this phone alone -----------------------------------
  function renderHint(mine) {
    if (hint && hint.version !== snap.version) hint = null;          // any move drops it
    if (hintAsked !== null && hintAsked !== snap.version) hintAsked = null;
    var offered = mine && snap.hints !== false && !pending;
    $("hintbar").hidden = !offered && !(hint && mine);
    var button = $("hint-button");
    button.hidden = !offered;
    var thinking = hintAsked === snap.version && !hint;
    button.textContent = thinking ? t("Thinking…") : t("Hint");
    button.disabled = hintAsked === snap.version;    // thinking, or shown until the next move
    $("hint-line").textContent = hint && mine ? hint.line : "";
  }

  function askHint() {
    if (!snap || !snap.my_turn || snap.over || snap.hints === false || hintAsked === snap.version) return;
    if (send({ type: "hint", version: snap.version })) { hintAsked = snap.version; render(); }
  }

  // ----- the right part in view: a new decision scrolls to what it is made with -------------------------
  var broughtFor = null;         // the position whose decision was last brought into view
  var endShown = false;          // the final score was brought into view once

  function bringIntoView(sources, group) {
    // the choices when the decision is a list of them, else the hand (a lit card, cards to pick, a card's sheet)
    var lit = $("hand").querySelector(".card.playable, .card.pickable");
    var first = $("moves").querySelector("h3, .choice");
    var target = lit || group ? $("hand-title") : first || $("hand-title");
    if (!$("teach").hidden) target = $("teach");    // a rule for this decision comes before it, the hand under it
    if (!target) return;
    requestAnimationFrame(function () { target.scrollIntoView({ block: "start", behavior: "auto" }); });
  }

  // ----- the teaching card: a rule said the first time it matters (this seat's own), above the hand -----------
  var teachClosed = null;        // the card closed here ("Got it"), hidden until the table's next card comes
  var teachStopped = false;      // "Stop teaching" on this phone: no card until the table sends another
  var teachMore = null;          // the card whose rule is unfolded

  function renderTeach() {
    var card = snap.teaching;
    if (!card || card.id !== teachClosed) teachClosed = null;
    if (card && teachStopped && card.id !== teachStopped) teachStopped = false;
    var on = !!card && card.id !== teachClosed && !teachStopped;
    $("teach").hidden = !on;
    if (!on) return;
    $("teach-title").textContent = card.title;
    $("teach-text").textContent = card.text;
    var open = teachMore === card.id && !!card.rule;
    $("teach-more").hidden = !card.rule;
    $("teach-more").textContent = open ? t("Less") : t("More");
    $("teach-more").setAttribute("aria-expanded", open ? "true" : "false");
    $("teach-rule").hidden = !open;
    var blocks = $("teach-blocks");
    blocks.textContent = "";
    if (!open) return;
    $("teach-heading").textContent = card.rule.heading;
    card.rule.blocks.forEach(function (b) {
      var text = b.kind === "bullet" ? "• " + b.text : b.kind === "number" ? b.mark + ". " + b.text
        : b.kind === "row" ? b.text.split("\t").join(" · ") : b.text;
      blocks.appendChild(el("p", "rule-" + b.kind, text));
    });
  }

  function lightTaught() {
    // the pieces and choices the card is about, among this seat's own
    var lit = snap.teaching && !$("teach").hidden ? snap.teaching.lit : [];
    Array.prototype.forEach.call($("hand").querySelectorAll(".card"), function (node) {
      node.classList.toggle("taught", !!node.dataset.handle && lit.indexOf(node.dataset.handle) >= 0);
    });
    var loose = snap.choices.filter(function (c) { return (c.source && lit.indexOf(c.source) >= 0) ||
      (c.target && lit.indexOf(c.target) >= 0); });
    Array.prototype.forEach.call($("moves").querySelectorAll(".choice"), function (node) {
      node.classList.toggle("taught", loose.some(function (c) { return node.dataset.key === c.key; }));
    });
  }

  function teachDone(message) {
    send(message);
    render();
  }

  // ----- the views: the hand (and the log), the table, the notepad --------------------------------------
  var shown = "hand";

  function show(which) {
    if (which === "notes" && !(snap && snap.notepad)) which = "hand";
    shown = which;
    $("main").hidden = which !== "hand";
    $("tableview").hidden = which !== "table";
    $("notepad").hidden = which !== "notes";
    notesOpen = which === "notes";
    $("hand-tab").setAttribute("aria-pressed", which === "hand" ? "true" : "false");
    $("table-tab").setAttribute("aria-pressed", which === "table" ? "true" : "false");
    $("notes-button").setAttribute("aria-expanded", notesOpen ? "true" : "false");
    $("notes-button").setAttribute("aria-pressed", notesOpen ? "true" : "false");
    if (which !== "hand") closeSheet();
    if (which === "table" && snap) renderTable();
  }

  function renderHand(sources, mine, group) {
    var hand = $("hand");
    var old = {};
    Array.prototype.forEach.call(hand.querySelectorAll(".card"), function (node) { old[node.dataset.id] = node; });
    hand.textContent = "";
    var zones = [];
    var byZone = {};
    snap.private.forEach(function (p) {
      var zone = p.zone === "hand" ? "" : (p.zone_label || t("Only you can see"));
      if (!byZone[zone]) { byZone[zone] = []; zones.push(zone); }
      byZone[zone].push(p);
    });
    zones.sort(function (a, b) { return (a === "" ? 0 : 1) - (b === "" ? 0 : 1); });   // the hand first
    function title(zone) { return zone === "" ? t("Your hand ({n})", { n: byZone[zone].length }) : zone; }
    $("hand-title").textContent = zones.length ? title(zones[0]) : t("Your hand is empty");
    var pickable = group ? pickableNow(group) : {};
    var width = null;
    zones.forEach(function (zone, i) {
      if (i > 0) hand.appendChild(el("div", "zone", title(zone)));
      byZone[zone].forEach(function (piece) {
        var key = piece.id + "|" + JSON.stringify(piece.face);
        var node = old[key] || makeCard(piece);
        node.dataset.id = key;
        node.dataset.handle = piece.handle || "";
        var moves = (piece.handle ? sources[piece.handle] || [] : []).filter(function (c) {
          return !(group && group.indexOf(c) >= 0);               // its own moves, not the cards picked together
        });
        var chosen = picked.indexOf(piece.handle) >= 0;
        var canPick = !!(group && piece.handle && pickable[piece.handle]);
        var lit = mine && moves.length > 0 && !canPick && !chosen;
        node.classList.toggle("playable", lit);
        node.classList.toggle("pickable", canPick && !chosen);
        node.classList.toggle("picked", chosen);
        node.classList.toggle("idle", !!(mine && !lit && !canPick && !chosen));
        node.classList.toggle("hinted", !!(lit && hint && moves.some(function (c) { return c.key === hint.key; })));
        node.setAttribute("aria-pressed", group && piece.handle && inGroup(group, piece.handle) ? String(chosen) : "");
        if (!node.getAttribute("aria-pressed")) node.removeAttribute("aria-pressed");
        var called = piece.title || piece.id;
        node.setAttribute("aria-label", lit || canPick ? t("{card}, playable", { card: called }) : called);
        hand.appendChild(node);
        if (width === null) width = cardWidth();
        showFace(node.querySelector("img"), piece.face, width, node);
      });
    });
  }

  function makeCard(piece) {
    var node = el("button", "card");
    node.type = "button";
    var img = el("img");
    img.alt = "";
    img.draggable = false;
    node.appendChild(img);
    node.appendChild(el("span", "words", piece.title || piece.id));
    if (piece.caption) node.appendChild(el("span", "cap", piece.caption));
    if (piece.badges && piece.badges.length) node.appendChild(el("span", "badge", piece.badges.join(" ")));
    node.dataset.pid = piece.id;
    // the handle as drawn now: a card kept from an earlier snapshot may have had none then (it did nothing)
    node.addEventListener("click", function () { tapCard(node.dataset.handle || ("id:" + node.dataset.pid)); });
    return node;
  }

  function tapCard(handle) {
    // picking cards one by one: a tap chooses or puts back a card that only the picked moves use
    var group = snap && snap.my_turn && !snap.over && !pending ? pickGroup() : null;
    if (group && inGroup(group, handle) && !otherMoves(group, handle).length) { togglePick(handle); return; }
    openSheet(handle);
  }

  function renderMoves(sources, mine, group) {
    var box = $("moves");
    box.textContent = "";
    if (!mine) return;
    var loose = snap.choices.filter(function (c) {
      return !(c.source && sources[c.source]) && !(group && group.indexOf(c) >= 0);
    });
    var fromHand = snap.choices.filter(function (c) { return c.source && sources[c.source]; }).length;
    if (fromHand && !group) {
      box.appendChild(el("p", "empty", loose.length ? t("Tap a lit card to play it, or:") : t("Tap a lit card to play it.")));
    }
    var groups = [];
    var byTitle = {};
    loose.forEach(function (c) {
      var title = c.question || (fromHand || group ? "" : t("Your moves"));
      if (!byTitle[title]) { byTitle[title] = []; groups.push(title); }
      byTitle[title].push(c);
    });
    groups.forEach(function (title) {
      if (title) box.appendChild(el("h3", "", title));
      byTitle[title].forEach(function (c) { box.appendChild(choiceButton(c, true)); });
    });
  }

  function choiceButton(choice, withFace) {
    var button = el("button", "choice" + (choice.warn ? " warn" : "") + (hint && hint.key === choice.key ? " hinted" : ""));
    button.type = "button";
    fillChoice(button, choice, withFace);
    button.disabled = !!pending;
    button.dataset.key = choice.key;
    button.addEventListener("click", function () { play(choice); });
    return button;
  }

  function fillChoice(button, choice, withFace) {
    button.textContent = "";
    if (choice.face && withFace) {
      var img = el("img");
      img.alt = "";
      button.appendChild(img);
      showFace(img, choice.face, 40, null);
    }
    var words = el("span", "words");
    words.appendChild(el("span", "label", choice.label));
    if (choice.note) words.appendChild(el("span", "cnote", choice.note));
    button.appendChild(words);
  }

  // ----- cards chosen one by one (passing two cards, discarding some), then one button -------------------
  var picked = [];               // the handles chosen so far
  var pickFor = null;            // the position they were chosen in

  function pickGroup() {
    // the moves that take several of my cards together: chosen card by card rather than from a list of sets
    var group = snap.choices.filter(function (c) { return c.picks && c.picks.length; });
    return group.some(function (c) { return c.picks.length > 1; }) ? group : null;
  }
  function inGroup(group, handle) { return group.some(function (c) { return c.picks.indexOf(handle) >= 0; }); }
  function otherMoves(group, handle) {
    return snap.choices.filter(function (c) { return c.source === handle && group.indexOf(c) < 0; });
  }
  function fits(choice, handles) {
    return handles.every(function (h) { return choice.picks.indexOf(h) >= 0; });
  }
  function pickableNow(group) {
    // a card another pick can still go with
    var out = {};
    group.forEach(function (c) {
      if (fits(c, picked)) c.picks.forEach(function (h) { if (picked.indexOf(h) < 0) out[h] = true; });
    });
    return out;
  }
  function chosenMove(group) {
    return group.filter(function (c) { return c.picks.length === picked.length && fits(c, picked); })[0] || null;
  }
  function togglePick(handle) {
    var at = picked.indexOf(handle);
    if (at >= 0) picked.splice(at, 1); else picked.push(handle);
    closeSheet();
    render();
  }

  function renderPicks(group) {
    var bar = $("pickbar");
    bar.hidden = !group;
    if (!group) return;
    var sizes = {};
    group.forEach(function (c) { sizes[c.picks.length] = true; });
    var counts = Object.keys(sizes);
    var question = group[0].question || "";
    var named = picked.map(function (h) {
      var piece = snap.private.filter(function (p) { return p.handle === h; })[0];
      return piece ? (piece.title || piece.id) : h;
    });
    $("pick-note").textContent = (question ? question + " " : "") + (picked.length
      ? t("Chosen: {cards}", { cards: named.join(", ") })
      : counts.length === 1 ? t("Tap {n} cards in your hand, then confirm.", { n: counts[0] })
        : t("Tap the cards in your hand, then confirm."));
    var go = $("pick-go");
    var move = chosenMove(group);
    if (move) {
      fillChoice(go, { label: move.whole || move.label, note: move.note }, false);
    } else {
      go.textContent = counts.length === 1 ? t("Choose {n} cards", { n: counts[0] }) : t("Choose the cards");
    }
    go.classList.toggle("warn", !!(move && move.warn));
    go.disabled = !move || !!pending;
    go.onclick = move ? function () { play(move); } : null;
  }

  // ----- the public table, in short ----------------------------------------------------------------------
  function renderTable() {
    var box = $("groups");
    box.textContent = "";
    (snap.table || []).forEach(function (group) {
      var section = el("section", "group");
      var head = el("h3", "", group.title);
      if (group.note) head.appendChild(el("span", "gnote", group.note));
      section.appendChild(head);
      var rows = section.appendChild(el("div", "trows"));
      group.rows.forEach(function (row) {
        var line = el("div", "trow");
        if (row.label || row.note) {
          var words = el("p", "tlabel", row.label || "");
          if (row.note) words.appendChild(el("span", "gnote", row.note));
          line.appendChild(words);
        }
        var items = el("div", "titems");
        row.items.forEach(function (item) { items.appendChild(tableItem(item)); });
        if (row.items.length) line.appendChild(items);
        rows.appendChild(line);
      });
      box.appendChild(section);
    });
  }

  function tableItem(item) {
    var node = el("button", "titem" + (item.why_not ? " refused" : ""));
    node.type = "button";
    var img = el("img");
    img.alt = "";
    node.appendChild(img);
    showFace(img, item.face, 56, null);
    if (item.count > 1) node.appendChild(el("span", "count", "×" + item.count));
    item.badges.forEach(function (b) { node.appendChild(el("span", "tbadge", b)); });
    if (item.caption) node.appendChild(el("span", "tcap", item.caption));
    var said = [item.title, item.count > 1 ? "×" + item.count : "", item.badges.join(" "), item.caption];
    node.setAttribute("aria-label", said.filter(function (s) { return s; }).join(", ") || t("A piece"));
    node.addEventListener("click", function () { openItem(item); });
    return node;
  }

  // ----- the end: who won, the game's last word, the final table ------------------------------------------
  function renderFinal() {
    var fin = snap.final;
    $("final").hidden = !fin;
    if (!fin) return;
    $("final-headline").textContent = fin.headline;
    var told = [fin.headline, $("status").textContent];        // said once: not again under the banner's words
    $("final-result").textContent = fin.result && told.indexOf(fin.result) < 0 ? fin.result : "";
    $("final-again").textContent = fin.again || "";
    var table = $("final-table");
    table.textContent = "";
    var head = el("tr");
    fin.headers.forEach(function (h) { head.appendChild(el("th", "", h)); });
    table.appendChild(el("thead")).appendChild(head);
    var body = table.appendChild(el("tbody"));
    fin.rows.forEach(function (row, i) {
      var tr = el("tr", (fin.winners.indexOf(i) >= 0 ? "won" : "") + (i === snap.seat ? " mine" : ""));
      row.forEach(function (cell, k) {
        var td = tr.appendChild(el("td", "", cell));
        td.dataset.label = fin.headers[k] || "";
      });
      body.appendChild(tr);
    });
    // too wide for the phone (many columns, long words): each player's line on lines of its own, each value
    // under its column's name, rather than a table to scroll sideways
    table.classList.remove("stacked");
    if (table.scrollWidth > $("final-box").clientWidth + 1) table.classList.add("stacked");
    renderSeries(fin.series);
  }

  // the evening so far (a game of a series): who leads, each person's wins, each game's winners
  function renderSeries(series) {
    $("series").hidden = !series;
    if (!series) return;
    $("series-title").textContent = series.title;
    $("series-leaders").textContent = series.leaders;
    var table = $("series-table");
    table.textContent = "";
    var head = el("tr");
    series.headers.forEach(function (h) { head.appendChild(el("th", "", h)); });
    table.appendChild(el("thead")).appendChild(head);
    var body = table.appendChild(el("tbody"));
    series.standings.forEach(function (row) {
      var tr = el("tr", row[0] === snap.name ? "mine" : "");
      row.forEach(function (cell) { tr.appendChild(el("td", "", cell)); });
      body.appendChild(tr);
    });
    var list = $("series-games");
    list.textContent = "";
    series.games.forEach(function (line) { list.appendChild(el("li", "", line)); });
  }

  function renderScores() {
    var scores = snap.scores;
    $("scores-title").textContent = scores.title || t("Scores");
    var facts = $("facts");
    facts.textContent = "";
    scores.facts.forEach(function (line) {
      var p = el("p");
      line.forEach(function (part) {
        if (part && typeof part === "object" && part.face) {
          var img = el("img");
          img.alt = "";
          p.appendChild(img);
          showFace(img, part.face, 20, null);
        } else {
          p.appendChild(el("span", "", String(part)));
        }
      });
      facts.appendChild(p);
    });
    var table = $("scores");
    table.textContent = "";
    if (scores.headers.length) {
      var head = el("tr");
      scores.headers.forEach(function (h) { head.appendChild(el("th", "", h)); });
      table.appendChild(el("thead")).appendChild(head);
    }
    var body = table.appendChild(el("tbody"));
    scores.rows.forEach(function (row) {
      var tr = el("tr", (row.mine ? "mine " : "") + (row.active ? "active" : ""));
      tr.appendChild(el("td", "", row.mine ? t("{name} (you)", { name: row.name }) : row.name));
      row.cells.forEach(function (cell) { tr.appendChild(el("td", "", cell)); });
      body.appendChild(tr);
    });
  }

  function renderLog() {
    var log = $("log");
    log.textContent = "";
    var lines = snap.log.slice(-LOG_SHOWN).reverse();     // the newest first
    lines.forEach(function (line) {
      var li = el("li", line.taken_back ? "back" : "", line.text);
      if (line.taken_back) li.title = t("taken back");
      log.appendChild(li);
    });
  }

  // ----- the notepad: the seat's own sheet, a tap cycles a cell's mark ----------------------------------
  var MARK_SIGNS = { yes: "✓", no: "✗", maybe: "?" };
  var MARK_WORDS = { yes: "ticked", no: "crossed", maybe: "a question mark" };

  function showNotes(open) { show(open ? "notes" : "hand"); }

  function renderNotepad() {
    var pad = snap && snap.notepad;
    $("notes-button").hidden = !pad;
    if (!pad) { if (notesOpen) show("hand"); return; }
    $("notepad-title").textContent = pad.title;
    $("notepad-legend").textContent = pad.legend;
    var focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
    var grid = $("notepad-grid");
    grid.textContent = "";
    grid.style.setProperty("--cols", String(pad.columns.length));
    grid.appendChild(el("span", "corner"));
    pad.columns.forEach(function (c) { grid.appendChild(el("span", "col", c)); });
    pad.cells.forEach(function (row, r) {
      grid.appendChild(el("span", "row", pad.rows[r]));
      row.forEach(function (cell, c) { grid.appendChild(noteCell(cell, pad.rows[r] + " " + pad.columns[c])); });
    });
    var lines = $("notepad-lines");
    lines.textContent = "";
    pad.lines.forEach(function (line, i) { lines.appendChild(el("p", i === 0 && /:$/.test(line) ? "head" : "", line)); });
    if (focused) {
      var again = grid.querySelector('[data-key="' + focused.replace(/[^A-Za-z0-9_.:+-]/g, "") + '"]');
      if (again) again.focus();
    }
  }

  function noteCell(cell, name) {
    var button = el("button", "note " + ({ found: "found", known: "known" }[cell.tone] || "open"));
    button.type = "button";
    button.dataset.key = cell.key;
    var mark = MARK_SIGNS[cell.mark] || "";
    button.appendChild(el("span", "mark", mark));
    if (cell.facts.length) button.appendChild(el("span", "facts", cell.facts.join("\n")));
    button.setAttribute("aria-label", name + ": " + t(MARK_WORDS[cell.mark] || "no mark") +
      (cell.facts.length ? ". " + cell.facts.join(", ") : ""));
    button.addEventListener("click", function () {
      if (send({ type: "mark", key: cell.key })) button.classList.add("sending");
    });
    return button;
  }

  // ----- a tapped card: its face large, then its moves (or why it has none) -----------------------------
  function openSheet(handle) {
    if (!snap) return;
    var piece = null;
    snap.private.forEach(function (p) { if ((p.handle || "id:" + p.id) === handle) piece = p; });
    if (!piece) { closeSheet(); return; }
    sheetHandle = handle;
    var mine = snap.my_turn && !snap.over;
    var group = mine && !pending ? pickGroup() : null;
    var moves = mine && piece.handle ? snap.choices.filter(function (c) {
      return c.source === piece.handle && !(group && group.indexOf(c) >= 0);
    }) : [];
    $("sheet-title").textContent = piece.title || piece.id;
    var box = $("sheet-choices");
    box.textContent = "";
    var question = moves.length > 1 && moves[0].question ? moves[0].question : "";
    var why = !moves.length && mine && !pending ? piece.why_not : null;
    $("sheet-note").textContent = moves.length ? question : pending ? t("Sending your move…")
      : why ? why.reason : mine ? t("No move with this card now.") + (snap.status ? " " + snap.status : "")
        : t("Not your turn.");
    $("sheet-rule").textContent = why && why.rule ? t("Rule: {rule}", { rule: why.rule }) : "";
    $("sheet-note").classList.toggle("why", !!why);
    if (group && piece.handle && inGroup(group, piece.handle)) {
      var chosen = picked.indexOf(piece.handle) >= 0;
      var toggle = el("button", "choice", chosen ? t("Put this card back") : t("Choose this card"));
      toggle.type = "button";
      toggle.addEventListener("click", function () { togglePick(piece.handle); });
      box.appendChild(toggle);
    }
    moves.forEach(function (c) { box.appendChild(choiceButton(c, false)); });
    sheetFace(piece.face);
  }

  function openItem(item) {
    // a piece of the table: its face large, its words, and why the seat cannot use it now
    sheetHandle = null;
    $("sheet-title").textContent = item.title || "";
    $("sheet-choices").textContent = "";
    var why = item.why_not && snap.my_turn && !snap.over ? item.why_not : null;
    var said = [item.count > 1 ? "×" + item.count : "", item.badges.join(" "), item.caption];
    $("sheet-note").textContent = why ? why.reason : said.filter(function (s) { return s; }).join(" · ");
    $("sheet-note").classList.toggle("why", !!why);
    $("sheet-rule").textContent = why && why.rule ? t("Rule: {rule}", { rule: why.rule }) : "";
    sheetFace(item.face);
  }

  function sheetFace(face) {
    var landscape = window.innerWidth > window.innerHeight;
    showFace($("sheet-face"), face, landscape ? Math.min(window.innerHeight * 0.6, 240) : Math.min(window.innerWidth * 0.46, 200), null);
    $("sheet").hidden = false;
  }

  function closeSheet() {
    sheetHandle = null;
    $("sheet").hidden = true;
  }

  // ----- your turn: buzz or flash, and keep the screen on -----------------------------------------------
  function alertTurn() {
    // a phone buzzes only once its person has touched the page (browsers refuse it before)
    var touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (navigator.vibrate && touched) { try { navigator.vibrate([180, 90, 180]); } catch (e) { /* refused */ } }
    document.body.classList.remove("flash");
    void document.body.offsetWidth;         // restart the animation
    document.body.classList.add("flash");
    setTimeout(function () { document.body.classList.remove("flash"); }, 2400);
  }

  var wakeRefused = false;
  function keepAwake(on) {
    var can = "wakeLock" in navigator && window.isSecureContext && !wakeRefused;
    $("wake").hidden = !(on && !can && load("menagerie.wakehint") !== "seen");
    if (!can) return;
    if (on && !lock && document.visibilityState === "visible") {
      lock = "asking";
      navigator.wakeLock.request("screen").then(function (sentinel) {
        if (!snap || !snap.my_turn) { sentinel.release(); lock = null; return; }
        lock = sentinel;
        sentinel.addEventListener("release", function () { if (lock === sentinel) lock = null; });
      }, function () { lock = null; wakeRefused = true; keepAwake(!!(snap && snap.my_turn)); });
    } else if (!on && lock && lock !== "asking") {
      lock.release();
      lock = null;
    }
  }

  // ----- buttons ---------------------------------------------------------------------------------------
  $("refusal-ok").addEventListener("click", function () { $("refusal").hidden = true; });
  $("hint-button").addEventListener("click", askHint);
  $("wake-ok").addEventListener("click", function () { save("menagerie.wakehint", "seen"); $("wake").hidden = true; });
  $("sheet-cancel").addEventListener("click", closeSheet);
  $("teach-got").addEventListener("click", function () {
    if (!snap || !snap.teaching) return;
    teachClosed = snap.teaching.id;
    teachDone({ type: "taught", id: snap.teaching.id });
  });
  $("teach-stop").addEventListener("click", function () {
    if (!snap || !snap.teaching) return;
    teachStopped = snap.teaching.id;
    teachDone({ type: "stop_teaching" });
  });
  $("teach-more").addEventListener("click", function () {
    if (!snap || !snap.teaching) return;
    teachMore = teachMore === snap.teaching.id ? null : snap.teaching.id;
    renderTeach();
  });
  $("sheet").addEventListener("click", function (event) { if (event.target === $("sheet")) closeSheet(); });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    if (!$("sheet").hidden) closeSheet(); else if (shown !== "hand") show("hand");
  });
  $("notes-button").addEventListener("click", function () { showNotes(!notesOpen); });
  $("notepad-close").addEventListener("click", function () { showNotes(false); });
  $("hand-tab").addEventListener("click", function () { show("hand"); });
  $("table-tab").addEventListener("click", function () { show(shown === "table" ? "hand" : "table"); });
  $("cover-retry").addEventListener("click", function () {
    stopped = false;
    told = false;
    $("cover").hidden = true;
    attempts = 0;
    connect();
  });
  var resized = 0;
  window.addEventListener("resize", function () {
    clearTimeout(resized);
    resized = setTimeout(function () { if (snap) render(); }, 150);
  });

  connect();
})();
