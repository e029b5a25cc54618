// Tumble Table on a phone: join with the table code, then hold your own hand.
// The table sends this seat's view and the exact texts of the moves it may make; the page only
// helps pick one of those texts, token by token, and sends it back. No rule is decided here.
// games.js draws each game's pieces; this file holds the connection and the choosing.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  // Every word the page shows comes from the table's catalog, in the table's language: the
  // server puts them into the page (index.html's "words" JSON) and sends new ones when the TV's
  // language changes; this file holds no sentences.
  let WORDS = JSON.parse(($("words") && $("words").textContent) || "{}");
  function w(key, values) {
    const text = WORDS[key];
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (all, name) => (values && name in values ? String(values[name]) : all));
  }
  function fillWords() {
    for (const node of document.querySelectorAll("[data-w]")) node.textContent = w(node.dataset.w);
    for (const node of document.querySelectorAll("[data-w-placeholder]")) node.placeholder = w(node.dataset.wPlaceholder);
  }
  fillWords();
  const KEY = "tumble-table-seat:" + location.host;
  const NAME_KEY = "tumble-table-name";
  const CODE_KEY = "tumble-table-code:" + location.host;
  const SEND_GUARD_MS = 450;  // a double tap's second tap never lands on the button it made appear
  let ws = null;
  let token = read(KEY);
  let joined = false;
  let watching = false;
  let over = false;     // the game ended: the page waits for the table's next game
  let closed = false;   // the table closed the game: the same
  let moved = false;    // this seat was opened in another tab or phone: this page stays quiet
  let released = false;
  let pendingJoin = null;  // a join typed while the connection is still opening
  let state = null;
  let chosen = [];
  let marks = [];
  let retry = 0;
  let hadMoves = false;
  let lastStep = -1;
  let failures = 0;
  let wakeLock = null;

  function read(key) { try { return localStorage.getItem(key) || ""; } catch (e) { return ""; } }
  function write(key, value) {
    try { if (value) localStorage.setItem(key, value); else localStorage.removeItem(key); } catch (e) { /* private mode */ }
  }
  function show(id) { for (const s of ["join", "connecting", "game", "over", "moved"]) $(s).hidden = s !== id; }
  function send(message) {
    if (ws && ws.readyState === 1) { ws.send(JSON.stringify(message)); return true; }
    return false;
  }
  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function toast(text) {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { box.hidden = true; }, 3500);
  }

  // ------------------------------------------------------------ keep the screen awake

  // A phone whose screen sleeps drops its connection; while a game runs the page asks the
  // browser to keep the screen on (the Screen Wake Lock API, where the browser has it).
  async function keepAwake() {
    if (!("wakeLock" in navigator) || wakeLock || document.visibilityState !== "visible") return;
    try {
      wakeLock = await navigator.wakeLock.request("screen");
      wakeLock.addEventListener("release", () => { wakeLock = null; });
    } catch (e) { wakeLock = null; }
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    if (joined && !over) keepAwake();
    // Back from a sleep: rejoin at once (not after the back-off), so the turn is there on waking.
    if (!ws && !moved && !released) { retry = 0; clearTimeout(connect.timer); connect(); }
  });

  // ------------------------------------------------------------ connection

  function connect() {
    if (ws) return;
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () => {
      retry = 0;
      failures = 0;
      if (pendingJoin) { send(pendingJoin); pendingJoin = null; }
      else if (token) send({ type: "rejoin", token });
      else if ((over || closed) && read(CODE_KEY) && read(NAME_KEY)) {
        // The next game at this table (Restart, Play again): the same code, the same name.
        send({ type: "join", code: read(CODE_KEY), name: read(NAME_KEY) });
      } else if (!joined) showJoin();
    };
    socket.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      handle(message);
    };
    socket.onclose = () => {
      if (ws === socket) ws = null;
      if (moved || released) return;
      failures += 1;
      joined = false;
      if (over || closed) {
        $("over-note").textContent = w("next_game");
      } else if (token) {
        $("connecting-text").textContent = w("reconnecting");
        show("connecting");
      } else if (!$("join").hidden && failures >= 2) {
        $("join-error").textContent = w("cannot_reach");
      } else if (failures >= 2) {
        $("connecting-text").textContent = w("cannot_reach");
        show("connecting");
      }
      clearTimeout(connect.timer);
      const wait = over || closed ? 2000 : Math.min(5000, 400 * 2 ** retry++);
      connect.timer = setTimeout(connect, wait);
    };
  }

  function showJoin() {
    $("code").value = $("code").value || read(CODE_KEY);
    show("join");
  }

  function handle(m) {
    if (m.type === "joined") {
      joined = true;
      watching = false;
      over = false;
      closed = false;
      token = m.token;
      write(KEY, token);
      $("me").textContent = m.name;
      show("game");
      keepAwake();
    } else if (m.type === "watching") {
      joined = true;
      watching = true;
      over = false;
      closed = false;
      $("me").textContent = w("watching");
      show("game");
    } else if (m.type === "state" || m.type === "watch") {
      // A half-chosen move survives other players' moves while it is still possible; it starts
      // over when this seat has just moved (a new question) or when it no longer fits.
      const prefix = chosen.join(" ") + " ";
      const fits = m.legal.some((t) => (t + " ").startsWith(prefix));
      if (m.step !== lastStep && (m.moved === m.seat || !fits || !hadMoves)) { chosen = []; marks = []; }
      lastStep = m.step;
      state = m;
      render();
      const mine = m.legal.length > 0;
      if (mine && !hadMoves) buzz();
      hadMoves = mine;
    } else if (m.type === "over") {
      over = true;
      token = "";
      write(KEY, "");
      results(m);
    } else if (m.type === "closed") {
      closed = true;
      token = "";
      write(KEY, "");
      $("results").replaceChildren();
      $("over-title").textContent = m.message;
      $("over-note").textContent = w("closed");
      show("over");
    } else if (m.type === "words") {
      WORDS = m.words || WORDS;
      fillWords();
      if (state) render();
    } else if (m.type === "nudge") {  // the table has waited a while on this phone: buzz again
      if (state && state.legal.length) $("prompt").textContent = w("nudge") + " " + state.prompt;
      buzz();
    } else if (m.type === "error") {
      if (m.retry_in) {  // many wrong codes from here: the server checks again after a short wait
        const again = { type: "join", code: $("code").value.trim().toUpperCase() || read(CODE_KEY), name: read(NAME_KEY) };
        $("join-error").textContent = m.message;
        setTimeout(() => { if (!send(again)) pendingJoin = again; }, m.retry_in * 1000);
      } else if (m.moved) {
        moved = true;
        token = "";  // the other tab holds the seat now; the play-here button takes it back on purpose
        $("moved-text").textContent = m.message;
        show("moved");
      } else if (m.released) {
        released = true;
        token = "";
        write(KEY, "");
        $("join-error").textContent = m.message;
        showJoin();
      } else if (!joined) {
        if (token) { token = ""; write(KEY, ""); }
        $("join-error").textContent = m.message;
        showJoin();
      } else {
        toast(m.message);
      }
    }
  }

  function buzz() {
    if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
    document.body.classList.remove("flash");
    void document.body.offsetWidth;
    document.body.classList.add("flash");
  }

  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code").value.trim().toUpperCase();
    const name = $("name").value.trim();
    if (code.length !== 4) { $("join-error").textContent = w("code_length"); return; }
    if (!name) { $("join-error").textContent = w("no_name"); return; }
    write(NAME_KEY, name);
    write(CODE_KEY, code);
    $("join-error").textContent = w("joining");
    released = false;
    over = false;
    closed = false;
    const hello = { type: "join", code, name };
    if (!send(hello)) { pendingJoin = hello; connect(); }
  });
  $("name").value = read(NAME_KEY);
  // The table's saved players (none in a kiosk): a tap on a name fills it in.
  const SAVED = JSON.parse(($("players") && $("players").textContent) || "[]");
  for (const name of SAVED) {
    const chip = el("button", "chip", name);
    chip.type = "button";
    chip.addEventListener("click", () => { $("name").value = name; });
    $("saved").append(chip);
  }
  $("saved").hidden = !SAVED.length;
  $("play-here").addEventListener("click", () => {
    moved = false;
    token = read(KEY);
    $("connecting-text").textContent = w("connecting");
    show("connecting");
    if (ws) { try { ws.close(); } catch (e) { /* already closed */ } ws = null; }
    connect();
  });

  // ------------------------------------------------------------ choosing a move, token by token

  function options(prefix) {
    const next = [];
    let complete = false;
    for (const text of state.legal) {
      const words = text.split(" ");
      if (words.length < prefix.length) continue;
      if (!prefix.every((x, i) => words[i] === x)) continue;
      if (words.length === prefix.length) complete = true;
      else if (!next.includes(words[prefix.length])) next.push(words[prefix.length]);
    }
    return { next, complete };
  }

  // Words that leave no choice ("place", "at") are filled in; a last word (the card itself) is
  // always shown, so the player sees what they are about to play.
  function forced() {
    for (;;) {
      const o = options(chosen);
      if (o.complete || o.next.length !== 1 || options(chosen.concat(o.next)).complete) return o;
      chosen.push(o.next[0]);
    }
  }

  function pick(word) { marks.push(chosen.length); chosen.push(word); render(); }
  function back() { if (marks.length) chosen.length = marks.pop(); else chosen = []; render(); }
  function submit() {
    send({ type: "act", action: chosen.join(" ") });
    $("prompt").textContent = w("sent", { move: describe(chosen.join(" ")) });
    $("moves").replaceChildren();
  }

  const TT = { w, el, options, pick, label: (word) => label(word) };
  const GAMES = window.TTGames(TT);

  // ------------------------------------------------------------ drawing

  function render() {
    const m = state;
    document.body.classList.toggle("my-turn", m.legal.length > 0);
    document.body.classList.toggle("moves-first", m.game === "take_it_dice" || m.game === "take_it_pyramids");
    document.body.dataset.game = m.game;
    const myName = watching ? w("watching") : m.names[m.seat] || "";
    $("me").textContent = m.legal.length ? w("me_your_move", { name: myName }) : myName;
    const scores = $("scores");
    scores.replaceChildren();
    m.names.forEach((name, i) => {
      const chip = el("span", "score", name + " " + m.scores[i]);
      if (m.to_act.includes(i)) chip.classList.add("acting");
      if (i === m.seat) chip.classList.add("mine");
      scores.append(chip);
    });
    $("prompt").textContent = m.prompt;
    if (m.legal.length) forced();  // the board shows the spot being chosen, so fill in first
    const game = GAMES[m.game] || GAMES.generic;
    const board = $("board");
    board.replaceChildren();
    game.board(board, m, chosen);
    renderMoves(game);
    const log = $("log");
    log.replaceChildren();
    for (const line of (m.log || []).slice(-3)) log.append(el("div", "", line));
  }

  function renderMoves(game) {
    const box = $("moves");
    box.replaceChildren();
    if (!state.legal.length) return;
    const o = forced();
    if (marks.length) {
      const row = el("div", "row");
      const undo = el("button", "word", w("back"));
      undo.addEventListener("click", back);
      row.append(undo, el("span", "muted", describe(chosen.join(" "))));
      box.append(row);
    }
    if (o.next.length) {
      box.append(el("div", "section-title", game.ask ? game.ask(chosen, state) : w("choose")));
      const list = el("div", "choices");
      for (const word of o.next) {
        const button = game.button ? game.button(word, chosen, state) : null;
        const b = button || el("button", "word", label(word));
        b.dataset.word = word;
        b.addEventListener("click", () => pick(word));
        list.append(b);
      }
      if (list.children.length <= 3) list.classList.add("big-choice");
      box.append(list);
    }
    if (o.complete) {
      const row = el("div", "confirm");
      const go = el("button", "primary", describe(chosen.join(" ")));
      go.id = "send";
      // The button appears where the finger just was: a double tap must not send the move.
      go.disabled = true;
      go.dataset.guard = "1";
      setTimeout(() => { go.disabled = false; delete go.dataset.guard; }, SEND_GUARD_MS);
      go.addEventListener("click", submit);
      row.append(go);
      box.append(row);
    }
  }

  // The action notation's own words ("take", "at", ...) and dice ("W4"), as the player reads them.
  const TOKENS = ["take", "leave", "pass", "keep", "discard", "play", "draw", "small", "medium", "large",
    "row", "place", "to", "at", "turn"];
  function label(word) {
    const game = state && GAMES[state.game];
    const own = game && game.label ? game.label(word) : null;
    if (own) return own;
    if (TOKENS.includes(word)) return w("word." + word);
    if (/^[WBR][1-6]$/.test(word)) return w("die." + word[0], { n: word[1] });
    const card = ((state && state.glossary.cards) || {})[word];
    if (card) return card.name || card.text || w("word.card");  // a card is said by its name, never its id
    return word;
  }
  function describe(text) {
    const words = text.split(" ");
    const game = state && GAMES[state.game];
    const own = game && game.describe ? game.describe(words) : null;
    if (own) return own;
    const out = words.map(label).join(" ");
    return out.charAt(0).toUpperCase() + out.slice(1);
  }

  function results(m) {
    const list = $("results");
    list.replaceChildren();
    const order = m.scores.map((s, i) => i).sort((a, b) => (m.lowest_wins ? 1 : -1) * (m.scores[a] - m.scores[b]));
    for (const i of order) {
      const item = el("li", m.winners.includes(i) ? "winner" : "", m.names[i] + ": " + m.scores[i]);
      list.append(item);
    }
    $("over-title").textContent = w("game_over");
    $("over-note").textContent = w("next_game");
    show("over");
  }

  connect();
})();
